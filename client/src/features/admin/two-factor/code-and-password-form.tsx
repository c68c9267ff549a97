import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { twoFactorChangeSchema, type TwoFactorChangeInput } from '@shared/schemas/two-factor';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldAria } from '@/components/ui/field';
import { ApiError } from '@/lib/api';
import { adminRequest } from '../api/admin-fetch';
import { PasswordInput } from '../auth/password-input';
import { applyServerErrors } from '../forms/server-errors';

interface CodeAndPasswordFormProps<T> {
  /** The prefix of the fields' ids, so two forms on one screen never share one. */
  id: string;
  url: string;
  submitLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  /** Turning it off takes a recovery code too, for an account whose phone is gone. */
  allowRecoveryCode?: boolean;
  onSuccess: (answer: T) => void;
}

/**
 * Turning two-factor sign-in on or off asks for a code from the app and the account's password
 * (CONTRACT section 16): a stolen session alone can do neither.
 */
export function CodeAndPasswordForm<T>({
  id,
  url,
  submitLabel,
  pendingLabel,
  destructive,
  allowRecoveryCode,
  onSuccess,
}: CodeAndPasswordFormProps<T>) {
  const form = useForm<TwoFactorChangeInput>({
    resolver: zodResolver(twoFactorChangeSchema),
    defaultValues: { code: '', currentPassword: '' },
  });
  const errors = form.formState.errors;
  const change = useMutation({
    mutationFn: async (input: TwoFactorChangeInput) =>
      (await (await adminRequest('POST', url, input)).json()) as T,
    onSuccess: (answer) => {
      form.reset();
      onSuccess(answer);
    },
    onError: (error) => {
      if (applyServerErrors(error, ['code', 'currentPassword'], form.setError) > 0) return;
      // A wrong code is the section's one 400 without a field: it belongs on the code.
      if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
        form.setError('code', { type: 'server', message: error.serverMessage }, { shouldFocus: true });
        return;
      }
      form.setError('root', {
        type: 'server',
        message:
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : 'Something went wrong. Please try again.',
      });
    },
  });

  const codeId = `${id}-code`;
  const passwordId = `${id}-current-password`;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => change.mutate(v))} className="grid gap-5">
      <Field
        id={codeId}
        label="Authentication code"
        error={errors.code?.message}
        hint={
          allowRecoveryCode
            ? 'The 6-digit code your authenticator app shows now, or one of your recovery codes.'
            : 'The 6-digit code your authenticator app shows now.'
        }
      >
        <Input
          {...fieldAria(codeId, errors.code?.message, true)}
          autoComplete="one-time-code"
          inputMode={allowRecoveryCode ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('code')}
        />
      </Field>
      <Field id={passwordId} label="Your current password" error={errors.currentPassword?.message}>
        <PasswordInput
          {...fieldAria(passwordId, errors.currentPassword?.message)}
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </Field>
      {errors.root && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button
        type="submit"
        variant={destructive ? 'destructive' : 'primary'}
        disabled={change.isPending}
        className="justify-self-start"
      >
        {change.isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
