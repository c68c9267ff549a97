import { candidate } from '@shared/content/campaign';

export interface SampleEndorsement {
  quote: string;
  name: string;
  title: string;
}

// The three fixed endorsement cards of SPEC's Endorsements page. The people are fictional, as are
// all the campaign's names in shared/content.
export const sampleEndorsements: SampleEndorsement[] = [
  {
    quote: `When our facility faced a wave of unfair discipline, ${candidate.firstName} was there within the week. ${candidate.firstName} does not just talk about representation: ${candidate.firstName} wins it.`,
    name: 'Denise Carter',
    title: 'Chief Steward, Local 1847',
  },
  {
    quote: `${candidate.fullName} grew a local from 650 to 1,700 members by listening first. That is the leadership this council needs to survive what comes next.`,
    name: 'Marcus Webb',
    title: 'President, Local 3306',
  },
  {
    quote: `I have sat across the table from management with ${candidate.firstName}. Prepared, disciplined and fearless: every member deserves an advocate like that.`,
    name: 'Linda Nguyen',
    title: 'Nurse and Union Delegate',
  },
];
