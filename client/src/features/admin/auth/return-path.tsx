import { useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';

// Where to go back to after signing in again: an admin whose session ended mid-edit returns to the
// editor, where the work kept in browser storage is offered back (CONTRACT section 8).

const KEY = 'admin-return-path';

/** Only this site's own admin pages, never the login itself, nor anything that reads as another host. */
function acceptable(path: string | null): path is string {
  return (
    typeof path === 'string' &&
    path.length < 500 &&
    /^\/admin\/[\w\-./%~]*$/.test(path) &&
    !path.startsWith('/admin/login') &&
    !path.includes('//')
  );
}

export function rememberReturnPath(path: string): void {
  try {
    if (acceptable(path)) sessionStorage.setItem(KEY, path);
  } catch {
    // Storage disabled: the admin lands on the dashboard instead.
  }
}

/** The remembered page (forgotten as it is read), or undefined. */
export function takeReturnPath(): string | undefined {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return acceptable(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The guard's way to the login page, remembering (when asked) the page whose session ended. */
export function RedirectToLogin({ remember }: { remember: boolean }) {
  const [location] = useLocation();
  useEffect(() => {
    if (remember) rememberReturnPath(location);
  }, [remember, location]);
  return <Redirect to="/admin/login" replace />;
}
