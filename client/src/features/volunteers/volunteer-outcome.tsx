import { ShareButton } from '../posts/share-button';
import { FormOutcome, OutcomeLink } from '../forms/form-outcome';
import { candidate } from '@shared/site-identity';

/**
 * After a volunteer sign-up: an organizer will be in touch, and what to do meanwhile. The personal
 * share link (CONTRACT section 17) is only in the welcome e-mail, as POST /api/volunteers answers
 * no more than the new row's id; the Share button here offers the site itself.
 */
export function VolunteerOutcome({ onAgain }: { onAgain: () => void }) {
  return (
    <FormOutcome
      id="volunteer"
      title="You're on the team"
      againLabel="Sign up someone else"
      onAgain={onAgain}
      actions={
        <>
          <OutcomeLink href="/events">See upcoming events</OutcomeLink>
          <ShareButton
            title={`${candidate.fullName} for President`}
            text="I just joined the campaign. Join me."
            url={window.location.origin}
          />
        </>
      }
    >
      <p>Thank you for volunteering. A campaign organizer will contact you soon about where you can help.</p>
      <p>
        Look out for our welcome e-mail: it has your next steps and your own link to share the campaign.
        Meanwhile, come to an event or bring a colleague in.
      </p>
    </FormOutcome>
  );
}
