import { useLocation } from 'wouter';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { clearStoredAdmin, markSigningOut } from './admin-store';
import { clearTwoFactorSetupRequired } from './refusals';

/** SPEC section 4: sign out always ends with a cleared store and the login page, even if the call fails. */
export function useSignOut() {
  const [, navigate] = useLocation();
  return async function signOut() {
    markSigningOut();
    try {
      await apiRequest('POST', '/api/admin/logout');
    } catch {
      // The server session may already be gone; the browser side is cleared regardless.
    } finally {
      // The login address first: the guard never sees a signed-out store on the page being left, so
      // it does not remember that page as one to come back to (return-path.tsx).
      navigate('/admin/login');
      clearStoredAdmin();
      clearTwoFactorSetupRequired();
      queryClient.removeQueries({ queryKey: ['admin'] });
      toast({ title: 'Logged out successfully', description: 'You have been safely logged out.' });
    }
  };
}
