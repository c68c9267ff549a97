import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { AdminAccountSettings } from '@shared/admin-mail';
import { accountEmailFormSchema, type AccountEmailFormInput } from '@shared/schemas/admin-mail';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldAria } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { adminRequest } from '../api/admin-fetch';
import { PasswordInput } from '../auth/password-input';
import { applyServerErrors } from '../forms/server-errors';

const FIELDS = ['email', 'currentPassword'] as const;

/** The admin's own address (alerts and password resets go there); a change asks for the password. */
export function AccountEmailForm({ account }: { account: AdminAccountSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<AccountEmailFormInput>({
    resolver: zodResolver(accountEmailFormSchema),
    defaultValues: { email: account.email ?? '', currentPassword: '' },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: async (input: AccountEmailFormInput) =>
      (await (await adminRequest('PATCH', '/api/admin/account', input)).json()) as AdminAccountSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(['admin', 'account'], saved);
      form.reset({ email: saved.email ?? '', currentPassword: '' });
      toast({
        title: 'Email saved',
        description: saved.email ? `Alerts go to ${saved.email}.` : 'No address is set.',
      });
    },
    onError: (error) => {
      if (applyServerErrors(error, FIELDS, form.setError) > 0) return;
      toast({
        title: 'Error',
        description: 'Failed to save the address. Please try again.',
        variant: 'destructive',
      });
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid gap-5">
      <Field
        id="account-email"
        label="Your e-mail address"
        error={errors.email?.message}
        hint="Alerts and password-reset links are sent here. Leave it empty for none."
      >
        <Input
          type="email"
          autoComplete="email"
          {...fieldAria('account-email', errors.email?.message, true)}
          {...form.register('email')}
        />
      </Field>
      <Field
        id="account-current-password"
        label="Current password (to change the address)"
        error={errors.currentPassword?.message}
      >
        <PasswordInput
          autoComplete="current-password"
          {...fieldAria('account-current-password', errors.currentPassword?.message)}
          {...form.register('currentPassword')}
        />
      </Field>
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? 'Saving...' : 'Save address'}
      </Button>
    </form>
  );
}
