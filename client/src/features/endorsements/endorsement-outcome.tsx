import { ShareButton } from '../posts/share-button';
import { FormOutcome, OutcomeLink } from '../forms/form-outcome';
import { candidate } from '@shared/site-identity';

/** After an endorsement: it waits for review (SPEC section 4) before it appears on the page. */
export function EndorsementOutcome({ onAgain }: { onAgain: () => void }) {
  return (
    <FormOutcome
      id="endorsement"
      title="Your endorsement is in"
      againLabel="Add another endorsement"
      onAgain={onAgain}
      actions={
        <>
          <OutcomeLink href="/get-involved">Volunteer with the team</OutcomeLink>
          <ShareButton
            title={`Endorse ${candidate.fullName}`}
            text={`I endorse ${candidate.fullName}. Add your name.`}
            url={`${window.location.origin}/endorsements`}
          />
        </>
      }
    >
      <p>
        Campaign staff review every endorsement. Once approved, it will appear under Member Endorsements on
        this page.
      </p>
      <p>Thank you for standing with the campaign. Ask a colleague to add theirs.</p>
    </FormOutcome>
  );
}
