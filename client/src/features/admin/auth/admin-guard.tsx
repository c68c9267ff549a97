import { useEffect, useState, type ReactNode } from 'react';
import { ADMIN_SESSION_CHECK_MS, ADMIN_SESSION_FIRST_CHECK_MS } from '@shared/constants';
import { ApiError, apiRequest } from '@/lib/api';
import { clearStoredAdmin, useStoredAdmin } from './admin-store';
import { RedirectToLogin } from './return-path';

/**
 * Shows an admin page only to a signed-in admin. SPEC sections 4 and 7: no stored admin means the
 * login page; the server session is checked 100 ms after arrival and every 5 minutes, and a failed
 * check clears the store, which re-renders this guard into a redirect.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const admin = useStoredAdmin();
  const signedIn = admin !== null;
  // A session that ends on this page (not a first visit signed out) returns here after sign-in.
  const [arrivedSignedIn] = useState(signedIn);

  useEffect(() => {
    if (!signedIn) return;
    const check = () => {
      apiRequest('GET', '/api/admin/session').catch((error: unknown) => {
        // Only the server's refusal ends the session here: a fetch cut short by leaving the page
        // (or a dropped connection) must not sign the admin out of the next page too.
        if (error instanceof ApiError) clearStoredAdmin();
      });
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      check();
      interval = setInterval(check, ADMIN_SESSION_CHECK_MS);
    }, ADMIN_SESSION_FIRST_CHECK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [signedIn]);

  if (!signedIn) return <RedirectToLogin remember={arrivedSignedIn} />;
  return <>{children}</>;
}
