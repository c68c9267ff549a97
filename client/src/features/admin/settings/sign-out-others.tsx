import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { adminRequest } from '../api/admin-fetch';

const sessions = (n: number) => `${n} other session${n === 1 ? '' : 's'}`;

/** Ends every other sign-in of this admin: a forgotten laptop, a phone that was lost. */
export function SignOutOthers() {
  const revoke = useMutation({
    mutationFn: async () => {
      const res = await adminRequest('POST', '/api/admin/sessions/revoke-others');
      return (await res.json()) as { revoked: number };
    },
  });
  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={revoke.isPending}
        onClick={() => revoke.mutate()}
      >
        {revoke.isPending ? 'Signing out...' : 'Sign out other sessions'}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-700">
        {revoke.isSuccess &&
          (revoke.data.revoked === 0
            ? 'No other sessions were signed in.'
            : `Signed out ${sessions(revoke.data.revoked)}.`)}
        {revoke.isError && 'Could not sign out the other sessions. Please try again.'}
      </p>
    </div>
  );
}
