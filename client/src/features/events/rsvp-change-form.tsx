import { ApiError } from '@/lib/api';
import { EVENT_GUESTS_MAX } from '@shared/constants';
import type { RsvpLinkView } from '@shared/event-types';
import { SelectField, TextField } from '../forms/form-fields';
import { SubmitButton } from '../forms/submit-button';
import { useFormSubmission } from '../forms/use-form-submission';
import { useZodForm } from '../forms/use-zod-form';
import { changeRsvp } from './api';

// The rules load after the first paint (use-zod-form.ts): the same schema PATCH /api/events/rsvp parses.
const loadSchema = () => import('@shared/schemas/events').then((m) => m.rsvpChangeSchema);

/**
 * On the RSVP's own page (CONTRACT section 14): its holder changes names, phone and guests here,
 * the only place they change; the public form never rewrites an RSVP.
 */
export function RsvpChangeForm({
  token,
  rsvp,
  onChanged,
}: {
  token: string;
  rsvp: RsvpLinkView;
  onChanged: () => void;
}) {
  const form = useZodForm(loadSchema, {
    token,
    firstName: rsvp.firstName,
    lastName: rsvp.lastName,
    phone: rsvp.phone ?? '',
    guests: String(rsvp.guests),
  });
  const { onSubmit, isPending } = useFormSubmission({
    form,
    send: changeRsvp,
    success: { title: 'RSVP updated', description: 'Your changes are saved.' },
    // More guests than the seats left answers 409 with its own sentence.
    failure: (err) =>
      (err instanceof ApiError && err.status === 409 && err.serverMessage) ||
      'Failed to update your RSVP. Please try again.',
    onSuccess: onChanged,
  });
  const common = { form, formId: 'rsvp-change' } as const;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 grid gap-5" aria-label="Change your RSVP">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...common} name="firstName" label="First Name" autoComplete="given-name" required />
        <TextField {...common} name="lastName" label="Last Name" autoComplete="family-name" required />
        <TextField {...common} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        <SelectField {...common} name="guests" label="Guests you are bringing">
          {Array.from({ length: EVENT_GUESTS_MAX + 1 }, (_, n) => (
            <option key={n} value={n}>
              {n === 0 ? 'Just me' : `${n} guest${n === 1 ? '' : 's'}`}
            </option>
          ))}
        </SelectField>
      </div>
      <SubmitButton pending={isPending} label="Save changes" pendingLabel="Saving..." />
    </form>
  );
}
