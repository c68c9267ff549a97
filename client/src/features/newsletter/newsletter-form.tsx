import { apiRequest } from '@/lib/api';
import { withAttribution } from '@/lib/visit';
import type { NewsletterInput } from '@shared/schemas/forms';
import { TextField } from '../forms/form-fields';
import { SubmitButton } from '../forms/submit-button';
import { useFormSubmission } from '../forms/use-form-submission';
import { useZodForm } from '../forms/use-zod-form';
import { rememberSignup, useSignupNotice } from './signup-state';

// The rules load after the first paint (use-zod-form.ts).
const loadSchema = () => import('@shared/schemas/forms').then((m) => m.newsletterSchema);

/** POST /api/newsletter answers the line to show, as staff wrote it on the e-mails page. */
const subscribe = async (values: NewsletterInput) =>
  (await (await apiRequest('POST', '/api/newsletter', withAttribution(values))).json()) as { notice: string };

/** Said when the server's line is empty: what happens next, whatever the address's state. */
const FALLBACK_NOTICE = 'Check your inbox: a link to confirm your subscription is on its way.';

/**
 * The e-mail sign-up (SPEC: Updates list; toasts from section 8), also in every page's footer and
 * on Home. After SPEC's toast, every such form gives way to one lasting line (CONTRACT section 11).
 */
export function NewsletterForm({
  labelledBy,
  formId = 'newsletter',
  label = 'Email Address',
}: {
  labelledBy?: string;
  formId?: string;
  /** The footer's field has its own name, so a page's form keeps "Email Address" to itself. */
  label?: string;
}) {
  const form = useZodForm(loadSchema, { email: '' });
  const notice = useSignupNotice();
  const { onSubmit, isPending } = useFormSubmission({
    form,
    send: async (values: NewsletterInput) =>
      rememberSignup((await subscribe(values)).notice || FALLBACK_NOTICE),
    success: {
      title: 'Thank you for subscribing!',
      description: "You'll receive campaign updates in your inbox.",
    },
    failure: () => 'Failed to subscribe. Please try again.',
  });
  if (notice)
    return (
      <p
        role="status"
        className="rounded-lg border border-gold-300 bg-gold-100 p-4 font-semibold text-navy-950"
      >
        {notice}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-labelledby={labelledBy}>
      <TextField
        form={form}
        formId={formId}
        name="email"
        label={label}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
      />
      <SubmitButton pending={isPending} label="Subscribe" pendingLabel="Subscribing..." className="w-full" />
    </form>
  );
}
