import { queryOptions } from '@tanstack/react-query';
import type {
  AdminPost,
  PostConflict,
  PostRevision,
  PostRevisionSummary,
  PreviewLink,
} from '@shared/api-types';
import type { PostInput } from '@shared/schemas/posts';
import { ApiError } from '@/lib/api';
import { adminGet, adminRequest } from '../api/admin-fetch';

// The editor's calls: saves that carry the version they started from, revisions and preview links.

const postUrl = (slug: string) => `/api/admin/posts/${encodeURIComponent(slug)}`;

export interface SaveBody extends PostInput {
  version?: number;
  autosave?: boolean;
}

/** Creates the post (no slug yet) or saves it; a 409 rejects with an ApiError (see conflictOf). */
export async function sendPost(slug: string | undefined, body: SaveBody): Promise<AdminPost> {
  const res = slug
    ? await adminRequest('PATCH', postUrl(slug), body)
    : await adminRequest('POST', '/api/admin/posts', body);
  return (await res.json()) as AdminPost;
}

/** The server's answer to a stale save: its message and the post as it now stands. */
export function conflictOf(error: unknown): PostConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  try {
    const body = JSON.parse(error.body) as Partial<PostConflict>;
    return body.post && typeof body.message === 'string'
      ? { message: body.message, post: body.post }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Why a save failed, in words for the status's tooltip. */
export function failureReason(error: unknown): string {
  if (!(error instanceof ApiError)) return 'No connection to the server. Your text is kept in this browser.';
  if (error.status === 401)
    return 'Your session has ended. Sign in again: your text is kept in this browser.';
  if (error.status === 400) return error.serverMessage ?? 'Some fields need attention.';
  return error.serverMessage ?? `The server answered ${error.status}. Your text is kept in this browser.`;
}

/** Network failures and server trouble are worth retrying; a refusal is not, until the text changes. */
export const isRetryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 429;

export const fetchRevisions = (slug: string) => adminGet<PostRevisionSummary[]>(`${postUrl(slug)}/revisions`);

export const revisionQueries = {
  // The post's version is in the key: every save refetches the list.
  list: (slug: string, version: number) =>
    queryOptions({
      queryKey: ['admin', 'posts', 'revisions', slug, version],
      queryFn: () => fetchRevisions(slug),
    }),
  detail: (slug: string, id: number) =>
    queryOptions({
      queryKey: ['admin', 'posts', 'revision', slug, id],
      queryFn: () => adminGet<PostRevision>(`${postUrl(slug)}/revisions/${id}`),
    }),
};

export async function restoreRevision(slug: string, id: number): Promise<AdminPost> {
  const res = await adminRequest('POST', `${postUrl(slug)}/revisions/${id}/restore`);
  return (await res.json()) as AdminPost;
}

export async function createPreviewLink(slug: string): Promise<string> {
  const res = await adminRequest('POST', `${postUrl(slug)}/preview-link`);
  return ((await res.json()) as PreviewLink).url;
}
