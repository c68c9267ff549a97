import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { AdminAccount } from '@shared/admin-accounts';
import { setAdminDisabledSchema, type SetAdminDisabledInput } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { adminRequest } from '../api/admin-fetch';
import { PasswordInput } from '../auth/password-input';
import { applyServerErrors } from '../forms/server-errors';

interface DisableAdminDialogProps {
  /** The admin to disable or enable; null keeps the dialog closed. */
  account: AdminAccount | null;
  onClose: () => void;
}

/** Disabling or re-enabling an admin asks first, and asks for the signed-in admin's password. */
export function DisableAdminDialog({ account, onClose }: DisableAdminDialogProps) {
  const queryClient = useQueryClient();
  const disabling = !account?.disabled;
  const form = useForm<SetAdminDisabledInput>({
    resolver: zodResolver(setAdminDisabledSchema),
    defaultValues: { disabled: true, currentPassword: '' },
  });
  const error = form.formState.errors.currentPassword?.message;
  const refusal = form.formState.errors.root?.message;

  const change = useMutation({
    mutationFn: async (input: SetAdminDisabledInput) => {
      const res = await adminRequest(
        'PATCH',
        `/api/admin/users/${encodeURIComponent(account!.username)}`,
        input,
      );
      return (await res.json()) as AdminAccount;
    },
    onSuccess: async (updated) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      toast({
        title: updated.disabled ? 'Admin disabled' : 'Admin enabled',
        description: updated.disabled
          ? `${updated.username} is signed out and can no longer sign in.`
          : `${updated.username} can sign in again.`,
      });
      close(true);
    },
    onError: (err) => {
      if (applyServerErrors(err, ['currentPassword'], form.setError) > 0) return;
      const message =
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'Something went wrong. Please try again.';
      form.setError('root', { type: 'server', message });
    },
  });

  function close(force = false) {
    if (change.isPending && !force) return;
    form.reset();
    change.reset();
    onClose();
  }

  const verb = disabling ? 'Disable' : 'Enable';
  return (
    <Dialog
      open={account !== null}
      onClose={() => close()}
      title={`${verb} ${account?.username ?? ''}?`}
      description={
        disabling
          ? 'They are signed out at once and cannot sign in until an admin enables them again.'
          : 'They will be able to sign in again with their password.'
      }
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => change.mutate({ ...values, disabled: disabling }))}
        className="grid w-full gap-4"
      >
        <Field id="confirm-current-password" label="Your current password" error={error}>
          <PasswordInput
            {...fieldAria('confirm-current-password', error)}
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </Field>
        {refusal && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => close()} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant={disabling ? 'destructive' : 'primary'} disabled={change.isPending}>
            {change.isPending ? 'Saving...' : `${verb} Admin`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
