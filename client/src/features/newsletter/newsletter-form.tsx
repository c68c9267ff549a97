// Before the e-mail texts: their module builds zod schemas as it loads, which must find zod's
// `jitless` set, or an object schema probes new Function and the CSP reports it.
import '@/lib/zod-setup';
import { useState } from 'react';
import { apiRequest } from '@/lib/api';
import { emailsContent } from '@shared/content/emails';
import type { NewsletterInput } from '@shared/schemas/forms';
import { TextField } from '../forms/form-fields';
import { SubmitButton } from '../forms/submit-button';
import { useFormSubmission } from '../forms/use-form-submission';
import { useZodForm } from '../forms/use-zod-form';

// The rules load after the first paint (use-zod-form.ts).
const loadSchema = () => import('@shared/schemas/forms').then((m) => m.newsletterSchema);

const subscribe = (values: NewsletterInput) => apiRequest('POST', '/api/newsletter', values);

/** The "Stay Updated" e-mail sign-up (SPEC: Updates list; toasts from section 8). */
export function NewsletterForm({ labelledBy }: { labelledBy?: string }) {
  const form = useZodForm(loadSchema, { email: '' });
  // After the toast, the same line whatever the address's state (CONTRACT section 11).
  const [sent, setSent] = useState(false);
  const { onSubmit, isPending } = useFormSubmission({
    form,
    send: subscribe,
    onSuccess: () => setSent(true),
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
        {sent ? emailsContent.newsletterFormNotice : ''}
      </p>
    </form>
  );
}
