import { BACKGROUND_HEADER } from '@shared/admin-accounts';
import { ApiError, throwIfNotOk } from '@/lib/api';
import { clearStoredAdmin } from './admin-store';
import { noticeRefusal } from './refusals';

/**
 * A timed request of the admin area (the session check, the stats refresh): marked so that the
 * server does not count it as the admin's own action, which would keep an unattended tab signed in
 * forever (CONTRACT section 10). A 401 ends the session in this tab, and a 403 is noticed, as for
 * any admin call.
 */
export async function backgroundRequest(url: string): Promise<Response> {
  try {
    const res = await fetch(url, { credentials: 'include', headers: { [BACKGROUND_HEADER]: '1' } });
    await throwIfNotOk(res);
    return res;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearStoredAdmin();
    noticeRefusal(error);
    throw error;
  }
}

export async function backgroundGet<T>(url: string): Promise<T> {
  return (await (await backgroundRequest(url)).json()) as T;
}
