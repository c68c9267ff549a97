import { useState, type ReactNode } from 'react';
import { useStoredAdmin } from './admin-store';
import { IdleWarningDialog } from './idle-warning-dialog';
import { RedirectToLogin } from './return-path';
import { useIdleDeadline } from './use-idle-deadline';

/**
 * Shows an admin page only to a signed-in admin. SPEC sections 4 and 7: no stored admin means the
 * login page; the server session is checked 100 ms after arrival and every 5 minutes, and a failed
 * check clears the store, which re-renders this guard into a redirect. A minute before the idle
 * limit, a dialog offers to stay signed in.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const admin = useStoredAdmin();
  const signedIn = admin !== null;
  const idle = useIdleDeadline(signedIn);
  // A session that ends on this page (not a first visit signed out) returns here after sign-in.
  const [arrivedSignedIn] = useState(signedIn);

  if (!signedIn) return <RedirectToLogin remember={arrivedSignedIn} />;
  return (
    <>
      {children}
      <IdleWarningDialog open={idle.warning} onStay={idle.stayActive} />
    </>
  );
}
