import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { passwordResetCompleteSchema, type PasswordResetCompleteInput } from '@shared/schemas/admin-mail';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { ApiError, apiRequest } from '@/lib/api';
import { PasswordInput } from '../auth/password-input';
import { applyServerErrors, serverFieldErrors } from '../forms/server-errors';

const FIELDS = ['newPassword', 'confirmPassword'] as const;
const HINT =
  'At least 12 characters, with an uppercase letter, a lowercase letter, a number and a special character.';

function failureText(error: unknown): string {
  const tokenError = serverFieldErrors(error).find((e) => e.path === 'token');
  if (tokenError) return `${tokenError.message} Ask for a new one from the sign-in screen.`;
  if (error instanceof ApiError && error.status === 429) {
    return 'Too many attempts. Please wait 15 minutes and try again.';
  }
  return 'The password could not be changed. Please try again.';
}

/** Sets a new password from a reset link's token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<PasswordResetCompleteInput>({
    resolver: zodResolver(passwordResetCompleteSchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const reset = useMutation({
    mutationFn: (input: PasswordResetCompleteInput) =>
      apiRequest('POST', '/api/admin/password-reset/complete', input),
    onError: (error) => applyServerErrors(error, FIELDS, form.setError),
  });

  if (reset.isSuccess) {
    return (
      <div role="status" className="grid gap-5 text-center">
        <p className="rounded-lg bg-slate-100 p-4 text-slate-800">
          Your password has been changed, and every session of this account has been signed out.
        </p>
        <Link
          href="/admin/login"
          className="font-semibold text-union-600 hover:text-navy-900 hover:underline"
        >
          Sign in with your new password
        </Link>
      </div>
    );
  }

  const placed = reset.isError ? serverFieldErrors(reset.error).some((e) => e.path !== 'token') : false;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => reset.mutate(values))} className="grid gap-5">
      <Field id="reset-newPassword" label="New Password" error={errors.newPassword?.message} hint={HINT}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria('reset-newPassword', errors.newPassword?.message, true)}
          {...form.register('newPassword')}
        />
      </Field>
      <Field id="reset-confirmPassword" label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria('reset-confirmPassword', errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
      <div role="status" aria-live="polite" className="text-center text-sm">
        {reset.isError && !placed && <p className="font-medium text-red-700">{failureText(reset.error)}</p>}
        {errors.token && (
          <p className="font-medium text-red-700">
            This reset link is invalid or has expired. Ask for a new one from the sign-in screen.
          </p>
        )}
      </div>
    </form>
  );
}
