import { useSite } from '@/lib/site-data';
import { FormOutcome, OutcomeLink } from '../forms/form-outcome';

/**
 * After a contact message: it arrived and is read by a person. The answer time is SPEC's "soon";
 * the receipt e-mail is not promised here, as it goes at most once a day per address.
 */
export function ContactOutcome({ onAgain }: { onAgain: () => void }) {
  const { settings } = useSite();
  return (
    <FormOutcome
      id="contact"
      title="Your message reached the campaign"
      againLabel="Send another message"
      onAgain={onAgain}
      actions={<OutcomeLink href="/events">See upcoming events</OutcomeLink>}
    >
      <p>A member of the team reads every message, and we will get back to you soon.</p>
      <p>
        Something urgent? Write to{' '}
        <a
          href={`mailto:${settings.contactEmail}`}
          className="font-semibold break-all text-union-600 underline underline-offset-2 hover:text-navy-900"
        >
          {settings.contactEmail}
        </a>
        .
      </p>
    </FormOutcome>
  );
}
