import { useState } from 'react';
import { ApiError } from '@/lib/api';
import { EVENT_GUESTS_MAX } from '@shared/constants';
import type { PublicEvent, RsvpStatus } from '@shared/event-types';
import { HoneypotField } from '../forms/honeypot-field';
import { SelectField, TextField } from '../forms/form-fields';
import { SubmitButton } from '../forms/submit-button';
import { useFormSubmission } from '../forms/use-form-submission';
import { useZodForm } from '../forms/use-zod-form';
import { eventKeys, submitRsvp } from './api';
import { RsvpOutcome } from './rsvp-outcome';

// The rules load after the first paint (use-zod-form.ts).
const loadSchema = () => import('@shared/schemas/events').then((m) => m.rsvpSchema);

const SUCCESS: Record<RsvpStatus, { title: string; description: string }> = {
  registered: {
    title: "You're registered!",
    description: 'Check your e-mail for the details and a calendar file.',
  },
  waitlisted: {
    title: "You're on the waitlist",
    description: 'The event is full. We will e-mail you if a seat opens up.',
  },
  cancelled: { title: 'RSVP received', description: 'Check your e-mail for the details.' },
};

/**
 * The RSVP form of an event page, in the style of the site's other forms. A full event's button
 * says what it does ("Join waitlist"); an online event asks for no guests (seats are unlimited
 * there in practice, and the link is personal). After an answer the form gives way to its outcome.
 */
export function RsvpForm({
  event,
  pageUrl,
  labelledBy,
}: {
  event: PublicEvent;
  pageUrl: string;
  labelledBy?: string;
}) {
  const { slug } = event;
  const online = event.location.kind === 'online';
  const [outcome, setOutcome] = useState<RsvpStatus | null>(null);
  const form = useZodForm(loadSchema, {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    guests: '0',
    website: '',
  });
  const { onSubmit, isPending } = useFormSubmission({
    form,
    send: (values) => submitRsvp(slug, values),
    success: (result) => SUCCESS[(result as { status: RsvpStatus }).status] ?? SUCCESS.registered,
    // A past or cancelled event answers 409 with its own sentence.
    failure: (err) =>
      (err instanceof ApiError && err.status === 409 && err.serverMessage) ||
      'Failed to submit your RSVP. Please try again.',
    invalidates: eventKeys.all,
    onSuccess: (result) => setOutcome((result as { status: RsvpStatus }).status),
  });
  if (outcome) return <RsvpOutcome event={event} pageUrl={pageUrl} status={outcome} />;
  const common = { form, formId: 'rsvp' } as const;
  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5" aria-labelledby={labelledBy}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...common} name="firstName" label="First Name" autoComplete="given-name" required />
        <TextField {...common} name="lastName" label="Last Name" autoComplete="family-name" required />
        <TextField
          {...common}
          name="email"
          label="Email Address"
          type="email"
          autoComplete="email"
          required
        />
        <TextField {...common} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        {!online && (
          <SelectField {...common} name="guests" label="Guests you are bringing">
            {Array.from({ length: EVENT_GUESTS_MAX + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n === 0 ? 'Just me' : `${n} guest${n === 1 ? '' : 's'}`}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <HoneypotField form={form} formId="rsvp" />
      <p className="text-sm text-slate-600">
        {online
          ? 'We e-mail you the link to join and a calendar file.'
          : 'We e-mail you the details and a calendar file.'}{' '}
        Your e-mail address is never published.
      </p>
      <SubmitButton
        pending={isPending}
        label={event.full ? 'Join waitlist' : 'RSVP'}
        pendingLabel="Submitting..."
        size="lg"
      />
    </form>
  );
}
