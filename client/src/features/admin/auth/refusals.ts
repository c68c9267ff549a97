import { useSyncExternalStore } from 'react';
import { BACKGROUND_HEADER } from '@shared/admin-accounts';
import type { AdminSession } from '@shared/api-types';
import { FORBIDDEN_MESSAGE } from '@shared/roles';
import { TWO_FACTOR_SETUP_REQUIRED } from '@shared/two-factor';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { getStoredAdmin, storeAdmin } from './admin-store';

// The two 403s of CONTRACT section 16 that concern the admin area as a whole, not one form: a role
// that lacks the permission (the role may have changed since sign-in), and an account that must set
// up two-factor sign-in before anything else.

/** Where an account that must set up two-factor sign-in is taken (REQUIRE_TWO_FACTOR). */
export const TWO_FACTOR_SETUP_PATH = '/admin/two-factor';

let setupRequired = false;
const listeners = new Set<() => void>();

function setSetupRequired(value: boolean) {
  if (setupRequired === value) return;
  setupRequired = value;
  listeners.forEach((listener) => listener());
}

/** The server said so (a 403, or the set-up header on a sign-in or session answer). */
export const markTwoFactorSetupRequired = () => setSetupRequired(true);

/** Set-up done (or signed out): the admin area opens again. */
export const clearTwoFactorSetupRequired = () => setSetupRequired(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the server has said this account must set up two-factor sign-in first. */
export function useTwoFactorSetupRequired(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => setupRequired,
    () => false,
  );
}

/**
 * Asks the server who this account is now: a role changed by an admin is seen on the next request,
 * and the navigation and screens follow the new role. A background request, so it is not counted as
 * the person's own action.
 */
export async function refreshSignedInRole(): Promise<void> {
  try {
    const res = await fetch('/api/admin/session', {
      credentials: 'include',
      headers: { [BACKGROUND_HEADER]: '1' },
    });
    if (!res.ok) return;
    const { admin } = (await res.json()) as AdminSession;
    const stored = getStoredAdmin();
    if (stored && (stored.username !== admin.username || stored.role !== admin.role)) storeAdmin(admin);
  } catch {
    // Offline for a moment: the 5-minute session check tries again.
  }
}

/** Every admin call's failure passes here: the area-wide 403s are acted on, others left to the screen. */
export function noticeRefusal(error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 403) return;
  const message = error.serverMessage;
  if (message === TWO_FACTOR_SETUP_REQUIRED) {
    setSetupRequired(true);
  } else if (message === FORBIDDEN_MESSAGE) {
    toast({ title: 'Not allowed', description: FORBIDDEN_MESSAGE, variant: 'destructive' });
    void refreshSignedInRole();
  }
}
