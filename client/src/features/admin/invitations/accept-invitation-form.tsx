import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { CreatedAccount } from '@shared/admin-accounts';
import { INVITATION_INVALID } from '@shared/invitations';
import { invitationAcceptSchema, type InvitationAcceptInput } from '@shared/schemas/invitations';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldAria } from '@/components/ui/field';
import { ApiError, apiRequest } from '@/lib/api';
import { asksForTwoFactorSetup, useCompleteSignIn } from '../auth/complete-sign-in';
import { PasswordInput } from '../auth/password-input';
import { applyServerErrors, serverFieldErrors } from '../forms/server-errors';

const FIELDS = ['token', 'username', 'password', 'confirmPassword'] as const;
const HINT =
  'At least 12 characters, with an uppercase letter, a lowercase letter, a number and a special character.';

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.serverMessage === INVITATION_INVALID) {
    return `${INVITATION_INVALID} Ask the campaign for a new one.`;
  }
  if (error instanceof ApiError && error.status === 429) {
    return 'Too many attempts. Please wait 15 minutes and try again.';
  }
  if (error instanceof ApiError && error.status === 400 && error.serverMessage) return error.serverMessage;
  return 'Your account could not be created. Please try again.';
}

/**
 * The invited person chooses their own username and password (CONTRACT section 16), under SPEC's
 * change-password rules, and is signed in at once.
 */
export function AcceptInvitationForm({ token }: { token: string }) {
  const completeSignIn = useCompleteSignIn();
  const form = useForm<InvitationAcceptInput>({
    resolver: zodResolver(invitationAcceptSchema),
    defaultValues: { token, username: '', password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;

  const accept = useMutation({
    mutationFn: async (input: InvitationAcceptInput) => {
      const res = await apiRequest('POST', '/api/admin/invitations/accept', input);
      return { account: (await res.json()) as CreatedAccount, setup: asksForTwoFactorSetup(res) };
    },
    onSuccess: ({ account, setup }) =>
      completeSignIn(account, setup, `Welcome, ${account.username}. Your account is ready.`),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        form.setError(
          'username',
          { type: 'server', message: 'That username is already taken.' },
          { shouldFocus: true },
        );
        return;
      }
      applyServerErrors(error, FIELDS, form.setError);
    },
  });

  // A token that fails its own check (too long, empty) reads as the server's answer to a bad one.
  const tokenRefused = Boolean(errors.token);
  // Field errors (and a taken username) are shown on their fields; anything else below the button.
  const placed =
    accept.isError &&
    ((accept.error instanceof ApiError && accept.error.status === 409) ||
      serverFieldErrors(accept.error).length > 0);
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => accept.mutate(values))} className="grid gap-5">
      <Field id="invite-username" label="Username" error={errors.username?.message}>
        <Input
          {...fieldAria('invite-username', errors.username?.message)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('username')}
        />
      </Field>
      <Field id="invite-password" label="Password" error={errors.password?.message} hint={HINT}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria('invite-password', errors.password?.message, true)}
          {...form.register('password')}
        />
      </Field>
      <Field id="invite-confirmPassword" label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldAria('invite-confirmPassword', errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={accept.isPending} className="w-full">
        {accept.isPending ? 'Creating your account...' : 'Create account'}
      </Button>
      <div role="status" aria-live="polite" className="text-center text-sm empty:hidden">
        {tokenRefused && <p className="font-medium text-red-700">{INVITATION_INVALID}</p>}
        {accept.isError && !placed && <p className="font-medium text-red-700">{failureText(accept.error)}</p>}
      </div>
    </form>
  );
}
