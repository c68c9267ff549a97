import { presidentEducation, presidentStory } from '../content/bios/president-story';
import { campaign, candidate, featuredEndorsement, figures } from '../content/campaign';
import type { PageContent } from './page-schemas';

// The Home page's first texts: today's words, written as the page showed them when they were part
// of its components (the hero, the record, the timeline, the team and the closing call).

const growth = `${figures.membershipBefore} → ${figures.membershipAfter}`;

export const seedHomeContent: PageContent<'home'> = {
  hero: {
    eyebrow: `${campaign.councilShort} Election ${campaign.electionYear}`,
    name: candidate.fullName,
    office: `Candidate for ${candidate.office} of the ${campaign.council}`,
    growth: { value: growth, label: 'members in my local' },
    backPay: { value: figures.backPayShort, label: 'back pay won' },
  },
  record: {
    eyebrow: 'A proven record',
    title: `Why ${candidate.fullName}?`,
    intro:
      'Delegates are choosing who will lead the council through the fight of our lives. This is what experience looks like.',
    stats: [
      {
        value: growth,
        label: 'Membership Growth',
        detail: `Grew the local from ${figures.membershipBefore} to ${figures.membershipAfter} members.`,
      },
      {
        value: figures.arbitrationWins,
        label: 'Arbitration Wins',
        detail: 'Hundreds of arbitration and grievance wins for members.',
      },
      {
        value: figures.backPayShort,
        label: 'Back Pay Recovered',
        detail: 'Money returned to members who were shortchanged.',
      },
      {
        value: figures.commitment,
        label: 'Member Focus',
        detail: 'Every decision starts with what it means for members.',
      },
    ],
  },
  story: presidentStory,
  education: presidentEducation,
  milestones: [
    { year: '2015', text: 'Elected local president' },
    { year: '2025', text: `${figures.congressLetters} letters to Congress in two weeks` },
  ],
  endorsement: featuredEndorsement,
  teamIntro: `Three leaders, ${figures.combinedYears} years of combined experience, one commitment: members first.`,
  join: {
    title: 'Join the Campaign',
    text: 'This campaign is powered by members. Give what you can, give your time, or give your name.',
  },
};
