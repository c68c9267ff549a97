import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { mayOpenScreen } from '@/features/admin-nav/screen-permissions';
import { ForbiddenScreen } from '../layout/forbidden-screen';
import { useStoredAdmin } from './admin-store';
import { TWO_FACTOR_SETUP_PATH, useTwoFactorSetupRequired } from './refusals';

/**
 * Shows a signed-in screen only to a role that may open it; any other gets the refusal in its place
 * (a direct link, an old bookmark, a role changed meanwhile). An account the server asks to set up
 * two-factor sign-in first sees the set-up screen, whatever the address.
 */
export function ScreenGate({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const role = useStoredAdmin()?.role;
  const setupRequired = useTwoFactorSetupRequired();
  if (setupRequired && path !== TWO_FACTOR_SETUP_PATH) return <Redirect to={TWO_FACTOR_SETUP_PATH} replace />;
  if (!mayOpenScreen(role, path)) return <ForbiddenScreen />;
  return <>{children}</>;
}
