import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { postContact } from './delegate-api';
import {
  flushPending,
  readPending,
  subscribePending,
  type PendingContact,
  type SendResult,
} from './offline-contacts';

/** One send of a kept contact: a lost network, a signed-out tab or a server fault waits for later. */
export async function sendPending(item: PendingContact): Promise<SendResult> {
  try {
    await postContact(item.delegateId, item.body);
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401 && error.status < 500) {
      return { ok: false, error: error.serverMessage ?? error.message };
    }
    return { ok: false, offline: true };
  }
}

/** The contacts this phone still holds, for one delegate or for all. */
export function usePendingContacts(delegateId?: string): PendingContact[] {
  const all = useSyncExternalStore(subscribePending, readPending, () => []);
  return delegateId === undefined ? all : all.filter((p) => p.delegateId === delegateId);
}

/**
 * Sends what the phone kept when the admin area opens and whenever the network returns, then
 * refreshes what is on screen. Mounted once, in the signed-in area.
 */
export function PendingContactSender() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const flush = () => {
      if (readPending().length === 0) return;
      void flushPending(sendPending).then((sent) => {
        if (sent > 0) void refreshAfterAdminChange(queryClient);
      });
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [queryClient]);
  return null;
}
