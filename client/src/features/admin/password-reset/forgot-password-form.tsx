import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { RESET_REQUESTED } from '@shared/admin-mail';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@shared/schemas/admin-mail';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldAria } from '@/components/ui/field';
import { ApiError, apiRequest } from '@/lib/api';

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return 'Too many requests. Please wait 15 minutes and try again.';
  }
  return 'The request failed. Please try again.';
}

/** Asks for a reset link; the answer is the same whoever the address belongs to. */
export function ForgotPasswordForm() {
  const form = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const errors = form.formState.errors;
  const send = useMutation({
    mutationFn: (input: PasswordResetRequestInput) => apiRequest('POST', '/api/admin/password-reset', input),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))} className="grid gap-5">
      <Field id="forgot-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldAria('forgot-email', errors.email?.message)}
          {...form.register('email')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full">
        {send.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
      <div role="status" aria-live="polite" className="text-center text-sm">
        {send.isSuccess && <p className="rounded-lg bg-slate-100 p-4 text-slate-800">{RESET_REQUESTED}</p>}
        {send.isError && <p className="font-medium text-red-700">{failureText(send.error)}</p>}
      </div>
    </form>
  );
}
