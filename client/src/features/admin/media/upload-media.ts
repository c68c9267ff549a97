import type { MediaItem } from '@shared/api-types';
import { CSRF_COOKIE, CSRF_HEADER } from '@shared/constants';
import { ApiError, readCookie } from '@/lib/api';
import { clearStoredAdmin } from '../auth/admin-store';
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

/**
 * POST /api/admin/media as multipart. XMLHttpRequest rather than fetch because only it reports
 * upload progress; otherwise it behaves like apiRequest: credentials, the CSRF header, and an
 * ApiError "STATUS: body" on refusal (a 401 also forgets the stored admin, as adminRequest does).
 */
export function uploadMedia(file: File, options: UploadOptions = {}): Promise<MediaItem> {
  const { alt, onProgress, signal } = options;
  const problem = imageFileProblem(file);
  if (problem) return Promise.reject(new MediaFileError(problem));
  if (signal?.aborted) return Promise.reject(new DOMException('The upload was cancelled.', 'AbortError'));

  return new Promise<MediaItem>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    const token = readCookie(CSRF_COOKIE);
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(xhr.responseText) as MediaItem);
        } catch {
          reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText}`, xhr.responseText));
        }
        return;
      }
      if (xhr.status === 401) clearStoredAdmin();
      const text = xhr.responseText || xhr.statusText;
      reject(new ApiError(xhr.status, `${xhr.status}: ${text}`, text));
    };
    xhr.onerror = () => {
      settle();
      reject(new Error('The upload could not reach the server. Check the connection and try again.'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };

    // The alt text goes first so the server has it in hand when the file arrives.
    const body = new FormData();
    if (alt?.trim()) body.append('alt', alt.trim());
    body.append('file', file);
    xhr.send(body);
  });
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
