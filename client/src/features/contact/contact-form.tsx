import { apiRequest } from '@/lib/api';
import { withAttribution } from '@/lib/visit';
import type { ContactInput } from '@shared/schemas/forms';
import { TextAreaField, TextField } from '../forms/form-fields';
import { useFormOutcome } from '../forms/use-form-outcome';
import { SubmitButton } from '../forms/submit-button';
import { useFormSubmission } from '../forms/use-form-submission';
import { useZodForm } from '../forms/use-zod-form';
import { ContactOutcome } from './contact-outcome';

// The rules load after the first paint (use-zod-form.ts).
const loadSchema = () => import('@shared/schemas/forms').then((m) => m.contactSchema);
const sendMessage = (values: ContactInput) => apiRequest('POST', '/api/contacts', withAttribution(values));

export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const form = useZodForm(loadSchema, {
    firstName: '',
    lastName: '',
    email: '',
    subject: '',
    message: '',
  });
  const outcome = useFormOutcome(() => form.setFocus('firstName'));
  const { onSubmit, isPending } = useFormSubmission({
    form,
    send: sendMessage,
    success: {
      title: 'Message sent!',
      description: 'Thank you for your message. We will get back to you soon.',
    },
    failure: () => 'Failed to send message. Please try again.',
    onSuccess: outcome.show,
  });
  if (outcome.shown) return <ContactOutcome onAgain={outcome.again} />;
  const common = { form, formId: 'contact', required: true } as const;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-labelledby={labelledBy}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...common} name="firstName" label="First Name" autoComplete="given-name" />
        <TextField {...common} name="lastName" label="Last Name" autoComplete="family-name" />
      </div>
      <TextField {...common} name="email" label="Email Address" type="email" autoComplete="email" />
      <TextField {...common} name="subject" label="Subject" />
      <TextAreaField {...common} name="message" label="Message" rows={5} />
      <SubmitButton pending={isPending} label="Send Message" pendingLabel="Sending..." size="lg" />
    </form>
  );
}
