import { useState } from 'react';
import { apiRequest } from '@/lib/api';
import type { NewsletterInput } from '@shared/schemas/forms';
import { TextField } from '../forms/form-fields';
import { SubmitButton } from '../forms/submit-button';
import { useFormSubmission } from '../forms/use-form-submission';
import { useZodForm } from '../forms/use-zod-form';

// The rules load after the first paint (use-zod-form.ts).
const loadSchema = () => import('@shared/schemas/forms').then((m) => m.newsletterSchema);

/** POST /api/newsletter answers the line to show, as staff wrote it on the e-mails page. */
const subscribe = async (values: NewsletterInput) =>
  (await (await apiRequest('POST', '/api/newsletter', values)).json()) as { notice: string };

/** The "Stay Updated" e-mail sign-up (SPEC: Updates list; toasts from section 8). */
export function NewsletterForm({ labelledBy }: { labelledBy?: string }) {
  const form = useZodForm(loadSchema, { email: '' });
  // After the toast, the same line whatever the address's state (CONTRACT section 11).
  const [notice, setNotice] = useState('');
  const { onSubmit, isPending } = useFormSubmission({
    form,
    send: async (values: NewsletterInput) => setNotice((await subscribe(values)).notice),
    success: {
      title: 'Thank you for subscribing!',
      description: "You'll receive campaign updates in your inbox.",
    },
    failure: () => 'Failed to subscribe. Please try again.',
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-labelledby={labelledBy}>
      <TextField
        form={form}
        formId="newsletter"
        name="email"
        label="Email Address"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
      />
      <SubmitButton pending={isPending} label="Subscribe" pendingLabel="Subscribing..." className="w-full" />
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {notice}
      </p>
    </form>
  );
}
