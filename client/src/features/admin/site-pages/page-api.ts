import { queryOptions } from '@tanstack/react-query';
import type { AdminPage, PageHeadTexts, PageKey } from '@shared/site-content/pages';
import { ApiError } from '@/lib/api';
import { adminGet, adminRequest } from '../api/admin-fetch';
import type { RevisionSummary } from '../editor/revision-list';

// The page editor's calls (CONTRACT section 13): the pages, a save that names its version, and
// revisions as for posts.

export interface PageListItem {
  key: PageKey;
  /** null for the e-mail texts, which no public route shows. */
  path: string | null;
  title: string;
  updatedAt: string;
}

export interface PageRevision extends RevisionSummary {
  title: string;
  head: PageHeadTexts;
  content: unknown;
}

export interface PageSaveBody {
  version: number;
  head: PageHeadTexts;
  content: unknown;
}

const pageUrl = (key: string) => `/api/admin/pages/${encodeURIComponent(key)}`;

export const fetchPageRevisions = (key: string) => adminGet<RevisionSummary[]>(`${pageUrl(key)}/revisions`);

export const pageQueries = {
  list: () =>
    queryOptions({
      queryKey: ['admin', 'pages', 'list'],
      queryFn: () => adminGet<PageListItem[]>('/api/admin/pages'),
    }),
  detail: (key: string) =>
    queryOptions({
      queryKey: ['admin', 'pages', 'detail', key],
      queryFn: () => adminGet<AdminPage>(pageUrl(key)),
    }),
  // The page's version is in the key: every save refetches the list.
  revisions: (key: string, version: number) =>
    queryOptions({
      queryKey: ['admin', 'pages', 'revisions', key, version],
      queryFn: () => fetchPageRevisions(key),
    }),
  revision: (key: string, id: number) =>
    queryOptions({
      queryKey: ['admin', 'pages', 'revision', key, id],
      queryFn: () => adminGet<PageRevision>(`${pageUrl(key)}/revisions/${id}`),
    }),
};

export async function savePage(key: string, body: PageSaveBody): Promise<AdminPage> {
  const res = await adminRequest('PUT', pageUrl(key), body);
  return (await res.json()) as AdminPage;
}

export async function restorePageRevision(key: string, id: number): Promise<AdminPage> {
  const res = await adminRequest('POST', `${pageUrl(key)}/revisions/${id}/restore`);
  return (await res.json()) as AdminPage;
}

/** The server's answer to a stale save: its message and the page as it now stands. */
export function pageConflictOf(error: unknown): { message: string; page: AdminPage } | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  try {
    const body = JSON.parse(error.body) as { message?: unknown; page?: AdminPage };
    return body.page && typeof body.message === 'string'
      ? { message: body.message, page: body.page }
      : undefined;
  } catch {
    return undefined;
  }
}
