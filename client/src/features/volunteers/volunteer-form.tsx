import { apiRequest } from '@/lib/api';
import { withAttribution } from '@/lib/visit';
import { HELP_TYPES } from '@shared/constants';
import type { VolunteerInput } from '@shared/schemas/forms';
import { SelectField, TextField } from '../forms/form-fields';
import { SubmitButton } from '../forms/submit-button';
import { useFormOutcome } from '../forms/use-form-outcome';
import { useFormSubmission } from '../forms/use-form-submission';
import { useZodForm } from '../forms/use-zod-form';
import { VolunteerOutcome } from './volunteer-outcome';

// The rules load after the first paint (use-zod-form.ts).
const loadSchema = () => import('@shared/schemas/forms').then((m) => m.volunteerSchema);

const signUp = (values: VolunteerInput) => apiRequest('POST', '/api/volunteers', withAttribution(values));

/** "Join the Team": the volunteer sign-up of /get-involved. */
export function VolunteerForm({ labelledBy }: { labelledBy?: string }) {
  const form = useZodForm(loadSchema, {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    helpType: '',
  });
  const outcome = useFormOutcome(() => form.setFocus('firstName'));
  const { onSubmit, isPending } = useFormSubmission({
    form,
    send: signUp,
    success: {
      title: 'Welcome to the team!',
      description: 'Thank you for volunteering. We will contact you soon.',
    },
    failure: () => 'Failed to submit volunteer form. Please try again.',
    onSuccess: outcome.show,
  });
  if (outcome.shown) return <VolunteerOutcome onAgain={outcome.again} />;
  const common = { form, formId: 'volunteer' } as const;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-labelledby={labelledBy}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...common} name="firstName" label="First Name" autoComplete="given-name" required />
        <TextField {...common} name="lastName" label="Last Name" autoComplete="family-name" required />
      </div>
      <TextField {...common} name="email" label="Email" type="email" autoComplete="email" required />
      <TextField {...common} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      <SelectField {...common} name="helpType" label="How would you like to help?" required>
        <option value="">Select an option</option>
        {HELP_TYPES.map((h) => (
          <option key={h.value} value={h.value}>
            {h.label}
          </option>
        ))}
      </SelectField>
      <SubmitButton pending={isPending} label="Join the Team" pendingLabel="Joining..." size="lg" />
    </form>
  );
}
