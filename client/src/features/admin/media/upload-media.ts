import type { MediaItem } from '@shared/api-types';
import { ApiError } from '@/lib/api';
import { postWithProgress } from '../api/upload-with-progress';
import { imageFileProblem } from './media-rules';

export { mediaMarkdown } from './media-rules';

const UPLOAD_URL = '/api/admin/media';

/** A file refused in the browser before any byte was sent (wrong type, too large). */
export class MediaFileError extends Error {}

export interface UploadOptions {
  alt?: string;
  /** Share of the bytes sent, 0 to 1; 1 means the server is now processing the image. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/admin/media as multipart, with its progress; a file refused in the browser is never sent. */
export function uploadMedia(file: File, options: UploadOptions = {}): Promise<MediaItem> {
  const { alt, onProgress, signal } = options;
  const problem = imageFileProblem(file);
  if (problem) return Promise.reject(new MediaFileError(problem));

  // The alt text goes first so the server has it in hand when the file arrives.
  const body = new FormData();
  if (alt?.trim()) body.append('alt', alt.trim());
  body.append('file', file);
  return postWithProgress<MediaItem>(UPLOAD_URL, body, { onProgress, signal });
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** What to tell staff when an upload fails: the server's own sentence when it gave one. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 413) return 'The image is larger than 15 MB.';
    return `The upload failed (${error.status}). Please try again.`;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'The upload failed. Please try again.';
}
