import { useCallback, useEffect, useState } from 'react';
import { ADMIN_SESSION_CHECK_MS, ADMIN_SESSION_FIRST_CHECK_MS } from '@shared/constants';
import { IDLE_REMAINING_HEADER, IDLE_WARNING_MS } from '@shared/admin-accounts';
import type { AdminSession } from '@shared/api-types';
import { ApiError, apiRequest } from '@/lib/api';
import { toast } from '@/hooks/use-toast';
import { queryClient } from '@/lib/query-client';
import { backgroundRequest } from './background-get';
import { clearStoredAdmin, getStoredAdmin, isSigningOut, storeAdmin } from './admin-store';
import { asksForTwoFactorSetup } from './complete-sign-in';
import { markTwoFactorSetupRequired } from './refusals';

export interface IdleState {
  /** The idle sign-out is under a minute away. */
  warning: boolean;
  /** "Stay signed in": an own request, which starts the idle clock again. */
  stayActive: () => void;
}

/**
 * A role changed by an admin shows at the next check: the navigation and screens follow it; and an
 * account that must set up two-factor sign-in is taken to the set-up.
 */
function followRoleChange(res: Response) {
  if (asksForTwoFactorSetup(res)) markTwoFactorSetupRequired();
  void res
    .clone()
    .json()
    .then(({ admin }: AdminSession) => {
      const stored = getStoredAdmin();
      if (stored && admin && stored.role !== admin.role) storeAdmin(admin);
    })
    .catch(() => undefined);
}

// Never re-check sooner than this, whatever the clocks say.
const MIN_WAIT_MS = 1000;

/**
 * SPEC's session check (100 ms after arrival, then every 5 minutes) plus the idle warning of
 * CONTRACT section 10. The server says how long the session has left since the admin's last own
 * action; a minute before that, this asks again (another tab may have been used meanwhile) and
 * warns if nothing changed; at the limit it asks once more, and the server's 401 signs the tab out.
 * Every check is a background request, so checking never keeps the session alive by itself.
 */
export function useIdleDeadline(enabled: boolean): IdleState {
  const [state, setState] = useState<{ deadline: number; warning: boolean } | null>(null);

  const check = useCallback(async (own: boolean) => {
    try {
      const res = own
        ? await apiRequest('GET', '/api/admin/session')
        : await backgroundRequest('/api/admin/session');
      followRoleChange(res);
      const remaining = Number(res.headers.get(IDLE_REMAINING_HEADER));
      if (!Number.isFinite(remaining) || res.headers.get(IDLE_REMAINING_HEADER) === null) return;
      setState({ deadline: Date.now() + remaining, warning: remaining <= IDLE_WARNING_MS });
    } catch (error) {
      // Only the server's refusal ends the session here: a fetch cut short by leaving the page
      // (or a dropped connection) must not sign the admin out of the next page too.
      // A 403 (the account must set up two-factor sign-in) is the area's to act on, not a sign-out.
      if (!(error instanceof ApiError) || error.status === 403) return;
      setState(null);
      // Overtaken by this tab's own Sign Out, which says so itself ("Logged out successfully").
      if (isSigningOut()) return;
      if (error.status === 401) {
        queryClient.removeQueries({ queryKey: ['admin'] });
        toast({ title: 'Signed out', description: 'Your session ended. Please sign in again.' });
      }
      clearStoredAdmin();
    }
  }, []);

  // SPEC's rhythm: first check shortly after arrival, then every 5 minutes.
  useEffect(() => {
    if (!enabled) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      void check(false);
      interval = setInterval(() => void check(false), ADMIN_SESSION_CHECK_MS);
    }, ADMIN_SESSION_FIRST_CHECK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [enabled, check]);

  // One timer to the next moment that matters: the warning, then the limit itself. Keyed on each
  // answer, not on the deadline's value: two answers can work out to the very same millisecond
  // (same machine, same latency), and the tab then waited 5 minutes instead of signing out.
  useEffect(() => {
    if (!enabled || !state) return;
    const left = state.deadline - Date.now();
    const wait = left > IDLE_WARNING_MS ? left - IDLE_WARNING_MS : left + MIN_WAIT_MS;
    const timer = setTimeout(() => void check(false), Math.max(wait, MIN_WAIT_MS));
    return () => clearTimeout(timer);
  }, [enabled, state, check]);

  const stayActive = useCallback(() => void check(true), [check]);
  return { warning: enabled && Boolean(state?.warning), stayActive };
}
