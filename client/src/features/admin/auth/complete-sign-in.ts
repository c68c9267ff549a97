import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { TWO_FACTOR_SETUP_HEADER } from '@shared/admin-accounts';
import { toast } from '@/hooks/use-toast';
import { storeAdmin, type StoredAdmin } from './admin-store';
import { clearTwoFactorSetupRequired, markTwoFactorSetupRequired, TWO_FACTOR_SETUP_PATH } from './refusals';
import { takeReturnPath } from './return-path';

/** Whether the server's answer says this account must set up two-factor sign-in before anything else. */
export const asksForTwoFactorSetup = (res: Response) =>
  res.headers.get(TWO_FACTOR_SETUP_HEADER) === 'required';

/**
 * The end of every way in (the password, the code step, an accepted invitation): the account is
 * kept in this tab and taken to the page it came for, or to the two-factor set-up first when its
 * role must have it (CONTRACT section 16).
 */
export function useCompleteSignIn() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return (admin: StoredAdmin, setupRequired: boolean, welcome = 'Welcome to the admin dashboard!') => {
    // Lists are never refetched on their own (SPEC section 7): start each sign-in from fresh data.
    queryClient.removeQueries({ queryKey: ['admin'] });
    storeAdmin(admin);
    if (setupRequired) markTwoFactorSetupRequired();
    else clearTwoFactorSetupRequired();
    toast({ title: 'Login successful', description: welcome });
    const back = takeReturnPath();
    navigate(setupRequired ? TWO_FACTOR_SETUP_PATH : (back ?? '/admin/dashboard'));
  };
}
