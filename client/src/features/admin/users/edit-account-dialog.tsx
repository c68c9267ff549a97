import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AdminAccount } from '@shared/admin-accounts';
import { isRole, ROLE_LABELS, type Role } from '@shared/roles';
import { roleField, setAdminDisabledSchema } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, fieldAria } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { adminRequest } from '../api/admin-fetch';
import { PasswordInput } from '../auth/password-input';
import { applyServerErrors } from '../forms/server-errors';
import { fromLocalInput, localDateTimeField, toLocalInput } from './access-until';
import { RoleField } from './role-field';

// The PATCH body's own fields for role and password; access until as the datetime-local input has it.
const editAccountSchema = z.object({
  role: roleField,
  accessUntil: localDateTimeField,
  turnOffTwoFactor: z.boolean(),
  currentPassword: setAdminDisabledSchema.shape.currentPassword,
});
type EditAccountValues = z.input<typeof editAccountSchema>;

const valuesOf = (account: AdminAccount | null): EditAccountValues => ({
  role: (isRole(account?.role) ? account.role : 'viewer') as Role,
  accessUntil: toLocalInput(account?.accessUntil),
  turnOffTwoFactor: false,
  currentPassword: '',
});

/** An account's role and end of access, changed behind the signed-in admin's password. */
export function EditAccountDialog({
  account,
  onClose,
}: {
  account: AdminAccount | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<EditAccountValues>({
    resolver: zodResolver(editAccountSchema),
    defaultValues: valuesOf(account),
  });
  const errors = form.formState.errors;
  useEffect(() => form.reset(valuesOf(account)), [account, form]);

  const save = useMutation({
    mutationFn: async (values: EditAccountValues) => {
      const { turnOffTwoFactor, ...rest } = values;
      const body = {
        ...rest,
        accessUntil: fromLocalInput(values.accessUntil),
        ...(turnOffTwoFactor ? { twoFactor: false } : {}),
      };
      const res = await adminRequest(
        'PATCH',
        `/api/admin/users/${encodeURIComponent(account!.username)}`,
        body,
      );
      return (await res.json()) as AdminAccount;
    },
    onSuccess: async (updated) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      const role = isRole(updated.role) ? ROLE_LABELS[updated.role] : updated.role;
      const twoFactorOff = account?.twoFactor && !updated.twoFactor ? ' Two-factor sign-in is off.' : '';
      toast({ title: 'Account updated', description: `${updated.username} is now ${role}.${twoFactorOff}` });
      close(true);
    },
    onError: (error) => {
      if (applyServerErrors(error, ['role', 'accessUntil', 'currentPassword'], form.setError) > 0) return;
      form.setError('root', {
        type: 'server',
        message:
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : 'Something went wrong. Please try again.',
      });
    },
  });

  function close(force = false) {
    if (save.isPending && !force) return;
    save.reset();
    onClose();
  }

  const accessError = errors.accessUntil?.message;
  const passwordError = errors.currentPassword?.message;
  return (
    <Dialog
      open={account !== null}
      onClose={() => close()}
      title={`Change ${account?.username ?? ''}`}
      description="A new role counts from their very next click; after the end of access they are signed out and cannot sign in."
    >
      <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid w-full gap-4">
        <RoleField
          id="edit-account-role"
          value={form.watch('role')}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <Field
          id="edit-account-access"
          label="Access until"
          error={accessError}
          hint="Leave empty for no end date."
        >
          <Input
            type="datetime-local"
            {...fieldAria('edit-account-access', accessError, true)}
            {...form.register('accessUntil')}
          />
        </Field>
        {account?.twoFactor && (
          <div className="grid gap-1">
            <label
              htmlFor="edit-account-two-factor"
              className="flex items-center gap-2 text-sm font-semibold text-navy-900"
            >
              <input
                id="edit-account-two-factor"
                type="checkbox"
                aria-describedby="edit-account-two-factor-hint"
                className="size-5 accent-union-600"
                {...form.register('turnOffTwoFactor')}
              />
              Turn off two-factor sign-in
            </label>
            <p id="edit-account-two-factor-hint" className="text-sm text-slate-600">
              For someone who lost their phone and their recovery codes. Their sessions end; they sign in with
              their password, and set it up again (at once where their role must have it).
            </p>
          </div>
        )}
        <Field id="edit-account-current-password" label="Your current password" error={passwordError}>
          <PasswordInput
            {...fieldAria('edit-account-current-password', passwordError)}
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </Field>
        {errors.root && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.root.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => close()} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
