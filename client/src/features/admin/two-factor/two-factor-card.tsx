import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ErrorState, LoadingState } from '../layout/list-states';
import { CodeAndPasswordForm } from './code-and-password-form';
import { TwoFactorSetup } from './two-factor-setup';
import { twoFactorStatusQuery } from './two-factor-queries';

/** Turning it off, behind its own button so the form is not in the way of the rest of the screen. */
function TurnOff() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        Turn off two-factor sign-in
      </Button>
    );
  }
  return (
    <CodeAndPasswordForm
      id="two-factor-disable"
      url="/api/admin/account/two-factor/disable"
      submitLabel="Turn off"
      pendingLabel="Turning off..."
      destructive
      allowRecoveryCode
      onSuccess={() => {
        void queryClient.invalidateQueries({ queryKey: ['admin', 'account', 'two-factor'] });
        toast({ title: 'Two-factor sign-in is off', description: 'Your password alone signs you in again.' });
      }}
    />
  );
}

/** The account screen's two-factor card: on or off, set it up, or turn it off. */
export function TwoFactorCard() {
  const status = useQuery(twoFactorStatusQuery());
  if (status.isPending) return <LoadingState>Loading...</LoadingState>;
  if (status.isError) {
    return (
      <ErrorState onRetry={() => void status.refetch()}>Failed to load your two-factor sign-in.</ErrorState>
    );
  }
  const { enabled, required, recoveryCodesLeft } = status.data;
  return (
    <div className="grid gap-5">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
        {enabled ? <Badge tone="green">On</Badge> : <Badge tone="slate">Off</Badge>}
        {enabled
          ? `${recoveryCodesLeft} recovery code${recoveryCodesLeft === 1 ? '' : 's'} left.`
          : 'Only your password protects this account.'}
        {required && ' Your role must use it.'}
      </p>
      {enabled ? (
        !required && <TurnOff />
      ) : (
        <TwoFactorSetup doneLabel="Done" onDone={() => undefined} heading="h3" />
      )}
    </div>
  );
}
