import { FormOutcome, OutcomeLink } from '../forms/form-outcome';

/**
 * After a member story: it is reviewed before it is shared, and its author is e-mailed once it is
 * on the site (CONTRACT section 11).
 */
export function StoryOutcome({ onAgain }: { onAgain: () => void }) {
  return (
    <FormOutcome
      id="story"
      title="Your story is in"
      againLabel="Share another story"
      onAgain={onAgain}
      actions={<OutcomeLink href="/endorsements">Read Member Stories</OutcomeLink>}
    >
      <p>
        Campaign staff read every story before it is shared. Once approved, it will appear under Member
        Stories on the Endorsements page, and we will e-mail you when it is live.
      </p>
      <p>Thank you for telling it: stories like yours show members what this campaign is about.</p>
    </FormOutcome>
  );
}
