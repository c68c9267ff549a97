import { queryOptions } from '@tanstack/react-query';
import { withQuery } from '@shared/public-api-urls';
import { adminGet, adminRequest } from '../api/admin-fetch';
import { listQuery, type ListQuery } from '../api/admin-queries';
import { postWithProgress } from '../api/upload-with-progress';
import type {
  DelegateActivityItem,
  DelegateBulkInput,
  DelegateBulkResult,
  DelegateContact,
  Delegate,
  DelegateCount,
  DelegateSettings,
  DelegateHistoryItem,
  DelegateImportResult,
} from '@shared/delegates';

// The admin delegates API (CONTRACT section 15), under ['admin', 'delegates'] so that one change
// refetches the list, the record, the count and the dashboard's figure together.

const base = '/api/admin/delegates';
const one = (id: string) => `${base}/${id}`;

export const delegateQueries = {
  list: (params: ListQuery) => listQuery<Delegate>('delegates', params),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'delegates', 'detail', id],
      queryFn: () => adminGet<Delegate>(one(id)),
    }),
  history: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'delegates', 'detail', id, 'history'],
      queryFn: () => adminGet<DelegateHistoryItem[]>(`${one(id)}/history`),
    }),
  contacts: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'delegates', 'detail', id, 'contacts'],
      queryFn: () => adminGet<DelegateContact[]>(`${one(id)}/contacts`),
    }),
  activity: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'delegates', 'detail', id, 'activity'],
      queryFn: () => adminGet<DelegateActivityItem[]>(`${one(id)}/activity`),
    }),
  count: () =>
    queryOptions({
      queryKey: ['admin', 'delegates', 'count'],
      queryFn: () => adminGet<DelegateCount>(`${base}/count`),
    }),
  settings: () =>
    queryOptions({
      queryKey: ['admin', 'delegates', 'settings'],
      queryFn: () => adminGet<DelegateSettings>(`${base}/settings`),
    }),
};

export async function patchDelegate(id: string, body: Record<string, unknown>): Promise<Delegate> {
  return (await (await adminRequest('PATCH', one(id), body)).json()) as Delegate;
}

export async function createDelegate(body: Record<string, unknown>): Promise<Delegate> {
  return (await (await adminRequest('POST', base, body)).json()) as Delegate;
}

export async function bulkUpdate(body: DelegateBulkInput): Promise<DelegateBulkResult> {
  return (await (await adminRequest('PATCH', base, body)).json()) as DelegateBulkResult;
}

/** Throws an ApiError when the server refuses, a TypeError when the network is gone. */
export async function postContact(id: string, body: Record<string, unknown>): Promise<Response> {
  return adminRequest('POST', `${one(id)}/contacts`, body);
}

export function importDelegates(file: File, dryRun: boolean): Promise<DelegateImportResult> {
  const form = new FormData();
  form.append('file', file);
  return postWithProgress<DelegateImportResult>(
    withQuery(`${base}/import`, { dryRun: dryRun ? 1 : undefined }),
    form,
  );
}

export async function saveSettings(body: DelegateSettings): Promise<DelegateSettings> {
  return (await (await adminRequest('PATCH', `${base}/settings`, body)).json()) as DelegateSettings;
}

export const exportUrl = (filters: ListQuery) => withQuery('/api/admin/export/delegates.csv', filters);
