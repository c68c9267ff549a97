import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { AdminSession } from '@shared/api-types';
import { twoFactorLoginSchema, type TwoFactorLoginInput } from '@shared/schemas/two-factor';
import { CODE_INVALID } from '@shared/two-factor';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldAria } from '@/components/ui/field';
import { ApiError, apiRequest } from '@/lib/api';
import { applyServerErrors } from '../forms/server-errors';
import { asksForTwoFactorSetup, useCompleteSignIn } from './complete-sign-in';

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return 'Too many login attempts. Please wait 15 minutes and try again.';
  }
  if (error instanceof ApiError && error.status === 401) {
    return 'Your sign-in timed out. Please go back and enter your password again.';
  }
  return 'Login failed. Please try again.';
}

/**
 * The second step of a sign-in for an account with two-factor sign-in (CONTRACT section 16): a code
 * from the authenticator app, or one of the recovery codes, within 5 minutes of the password.
 */
export function TwoFactorCodeForm({ onBack }: { onBack: () => void }) {
  const completeSignIn = useCompleteSignIn();
  const form = useForm<TwoFactorLoginInput>({
    resolver: zodResolver(twoFactorLoginSchema),
    defaultValues: { code: '' },
  });
  const error = form.formState.errors.code?.message;

  const verify = useMutation({
    mutationFn: async (input: TwoFactorLoginInput) => {
      const res = await apiRequest('POST', '/api/admin/login/two-factor', input);
      return { session: (await res.json()) as AdminSession, setup: asksForTwoFactorSetup(res) };
    },
    onSuccess: ({ session, setup }) => completeSignIn(session.admin, setup),
    onError: (err) => {
      if (applyServerErrors(err, ['code'], form.setError) > 0) return;
      if (err instanceof ApiError && err.status === 400) {
        form.setError('code', { type: 'server', message: err.serverMessage ?? CODE_INVALID });
        form.setFocus('code');
      }
    },
  });
  const placed = verify.isError && verify.error instanceof ApiError && verify.error.status === 400;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => verify.mutate(values))} className="grid gap-5">
      <Field
        id="login-code"
        label="Authentication code"
        error={error}
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
      >
        <Input
          {...fieldAria('login-code', error, true)}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          // Focus moves here when the step appears: the password step's button is gone.
          autoFocus
          {...form.register('code')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={verify.isPending} className="w-full">
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <div role="status" aria-live="polite" className="text-center text-sm empty:hidden">
        {verify.isError && !placed && <p className="font-medium text-red-700">{failureText(verify.error)}</p>}
      </div>
      <Button type="button" variant="ghost" onClick={onBack} className="justify-self-center">
        Back to password
      </Button>
    </form>
  );
}
