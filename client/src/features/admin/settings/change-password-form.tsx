import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { adminRequest } from '../api/admin-fetch';
import { PasswordInput } from '../auth/password-input';
import { applyServerErrors } from '../forms/server-errors';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const LABELS = {
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
};
const AUTOCOMPLETE = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};
const HINT =
  'At least 12 characters, with an uppercase letter, a lowercase letter, a number and a special character.';

export function ChangePasswordForm() {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;

  const change = useMutation({
    mutationFn: (input: ChangePasswordInput) => adminRequest('POST', '/api/admin/password', input),
    onSuccess: () => {
      form.reset();
      toast({ title: 'Password updated', description: 'Your password has been changed successfully.' });
    },
    onError: (error) => {
      if (applyServerErrors(error, FIELDS, form.setError) > 0) return;
      // CONTRACT: a wrong current password is a 400; it belongs on that field.
      if (error instanceof ApiError && error.status === 400) {
        form.setError(
          'currentPassword',
          { type: 'server', message: 'Current password is incorrect' },
          { shouldFocus: true },
        );
        return;
      }
      toast({
        title: 'Error',
        description: 'Failed to change password. Please try again.',
        variant: 'destructive',
      });
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((v) => change.mutate(v))} className="grid gap-5">
      {FIELDS.map((name) => {
        const id = `settings-${name}`;
        const message = errors[name]?.message;
        const hint = name === 'newPassword' ? HINT : undefined;
        return (
          <Field key={name} id={id} label={LABELS[name]} error={message} hint={hint}>
            <PasswordInput
              {...fieldAria(id, message, !!hint)}
              autoComplete={AUTOCOMPLETE[name]}
              {...form.register(name)}
            />
          </Field>
        );
      })}
      <Button type="submit" disabled={change.isPending} className="justify-self-start">
        {change.isPending ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}
