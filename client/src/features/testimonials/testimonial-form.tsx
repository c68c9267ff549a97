import { HoneypotField } from '../forms/honeypot-field';
import { TextAreaField, TextField } from '../forms/form-fields';
import { SubmitButton } from '../forms/submit-button';
import { useFormOutcome } from '../forms/use-form-outcome';
import { useFormSubmission } from '../forms/use-form-submission';
import { useZodForm } from '../forms/use-zod-form';
import { submitTestimonial, testimonialKeys } from './api';
import { StoryOutcome } from './story-outcome';

/** "Share Your Story" (CONTRACT section 3): a member's story, published once an admin approves it. */
// The rules load after the first paint (use-zod-form.ts).
const loadSchema = () => import('@shared/schemas/forms').then((m) => m.testimonialSchema);

export function TestimonialForm({ labelledBy }: { labelledBy?: string }) {
  const form = useZodForm(loadSchema, {
    name: '',
    email: '',
    title: '',
    organization: '',
    story: '',
    website: '',
  });
  const outcome = useFormOutcome(() => form.setFocus('name'));
  const { onSubmit, isPending } = useFormSubmission({
    form,
    send: submitTestimonial,
    success: {
      title: 'Thank you for sharing your story!',
      description: 'Your story will be reviewed before it is shared.',
    },
    failure: () => 'Failed to submit your story. Please try again.',
    invalidates: testimonialKeys.all,
    onSuccess: outcome.show,
  });
  if (outcome.shown) return <StoryOutcome onAgain={outcome.again} />;
  const common = { form, formId: 'story' } as const;
  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5" aria-labelledby={labelledBy}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...common} name="name" label="Name" autoComplete="name" required />
        <TextField {...common} name="email" label="Email" type="email" autoComplete="email" required />
        <TextField {...common} name="title" label="Title (optional)" placeholder="e.g. Steward, Local 2100" />
        <TextField
          {...common}
          name="organization"
          label="Organization (optional)"
          autoComplete="organization"
        />
      </div>
      <TextAreaField {...common} name="story" label="Your Story" rows={5} required />
      <HoneypotField form={form} formId="story" />
      <p className="text-sm text-slate-600">Your e-mail address is never published.</p>
      <SubmitButton pending={isPending} label="Share Your Story" pendingLabel="Submitting..." size="lg" />
    </form>
  );
}
