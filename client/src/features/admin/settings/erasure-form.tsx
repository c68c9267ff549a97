import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ErasureCounts } from '@shared/api-types';
import { erasureSchema, type ErasureInput } from '@shared/schemas/admin-lists';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria, Input } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { adminRequest } from '../api/admin-fetch';
import { PasswordInput } from '../auth/password-input';
import { applyServerErrors } from '../forms/server-errors';

const FIELDS = ['email', 'currentPassword'] as const;
const warning = (email: string) =>
  `All volunteer sign-ups, contact messages, newsletter subscription and stories from ${email} will be deleted. This cannot be undone.`;

/** Erase a supporter's data on request: the address, the admin's own password, then a confirmation. */
export function ErasureForm() {
  const form = useForm<ErasureInput>({
    resolver: zodResolver(erasureSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const [pending, setPending] = useState<ErasureInput | null>(null);
  const [result, setResult] = useState<{ email: string; counts: ErasureCounts } | null>(null);
  const errors = form.formState.errors;

  const erase = useMutation({
    mutationFn: async (input: ErasureInput) =>
      (await (await adminRequest('POST', '/api/admin/erasure', input)).json()) as ErasureCounts,
    onSuccess: (counts, input) => {
      form.reset();
      setResult({ email: input.email.trim().toLowerCase(), counts });
    },
    onError: (error) => {
      if (applyServerErrors(error, FIELDS, form.setError) > 0) return;
      toast({
        title: 'Error',
        description: 'Failed to erase the data. Please try again.',
        variant: 'destructive',
      });
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setResult(null);
        setPending(values);
      })}
      className="grid gap-5"
    >
      <Field id="erasure-email" label="Supporter's email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          {...fieldAria('erasure-email', errors.email?.message)}
          {...form.register('email')}
        />
      </Field>
      <Field id="erasure-password" label="Your current password" error={errors.currentPassword?.message}>
        <PasswordInput
          autoComplete="current-password"
          {...fieldAria('erasure-password', errors.currentPassword?.message)}
          {...form.register('currentPassword')}
        />
      </Field>
      <Button type="submit" variant="destructive" disabled={erase.isPending} className="justify-self-start">
        {erase.isPending ? 'Erasing...' : 'Erase data'}
      </Button>
      <div role="status" aria-live="polite">
        {result && (
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
            Erased for {result.email}: {result.counts.volunteers} volunteer sign-ups, {result.counts.contacts}{' '}
            contact messages, {result.counts.newsletter} newsletter subscriptions and{' '}
            {result.counts.testimonials} stories.
          </p>
        )}
      </div>
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title="Erase this supporter's data?"
        description={pending ? warning(pending.email.trim().toLowerCase()) : undefined}
      >
        <Button variant="outline" onClick={() => setPending(null)}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          onClick={() => {
            if (pending) erase.mutate(pending);
            setPending(null);
          }}
        >
          Erase
        </Button>
      </Dialog>
    </form>
  );
}
