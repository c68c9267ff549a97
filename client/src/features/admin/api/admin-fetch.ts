import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api';
import { clearStoredAdmin } from '../auth/admin-store';
import { noticeRefusal } from '../auth/refusals';

/**
 * Every admin call goes through the shared helper; a 401 means the server session has ended, so the
 * stored admin is dropped at once and the guard sends the person to sign in again. A 403 of the
 * role or of two-factor sign-in is the whole area's to show (refusals.ts).
 */
export async function adminRequest(method: string, url: string, body?: unknown): Promise<Response> {
  try {
    return await apiRequest(method, url, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearStoredAdmin();
    noticeRefusal(error);
    throw error;
  }
}

export async function adminGet<T>(url: string): Promise<T> {
  const res = await adminRequest('GET', url);
  return (await res.json()) as T;
}

/**
 * After a change: refetch the admin lists and stats on screen (prefix ['admin']), and mark every
 * other cached query stale without fetching it, so public pages visited later in this tab show it.
 */
export async function refreshAfterAdminChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin'] }),
    queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'admin', refetchType: 'none' }),
  ]);
}
