// The letter to delegates: one text for the /letter-to-delegates page and for the PDF that
// scripts/make-letter-pdf.ts writes, so the two never disagree.
import { campaign, candidate, figures, personByKey } from './campaign';

export interface LetterSection {
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

const evp = personByKey('evp');
const treasurer = personByKey('treasurer');

export const letter = {
  title: 'A Letter to Delegates',
  salutation: 'Dear Delegates,',
  intro: [
    `Our council faces the most serious threat in its history. I am writing to you, the delegates who will choose our next leaders, to explain why I am running for President of the ${campaign.council} and what I will do in the job.`,
  ],
  sections: [
    {
      id: 'crisis',
      heading: 'The Crisis We Face',
      paragraphs: [
        'An executive order ended collective bargaining for most VA employees. Contracts that took decades to win were set aside overnight. Payroll dues deduction was cut off, official time was eliminated, and managers were told they no longer had to meet us at the table.',
        'This is not only an attack on our union. It is an attack on the care veterans receive, because the people who deliver that care are the ones losing their voice at work. A crisis of this size demands leadership that is experienced, disciplined and ready on day one.',
      ],
    },
    {
      id: 'strategy',
      heading: 'A Two-Front Strategy',
      paragraphs: ['We will fight on two fronts at once, because either one alone is not enough.'],
      bullets: [
        `Congress: a sustained lobbying campaign for legislation that restores bargaining rights, built on member stories. My local sent ${figures.congressLetters} letters to Congress in two weeks; every local can do the same.`,
        'The courts: legal challenges to the executive order, coordinated with our national union, with experienced counsel and members ready to document the harm.',
      ],
    },
    {
      id: 'results',
      heading: 'Results, Not Promises',
      paragraphs: [
        `As president of ${campaign.local}, I have done this work. We won ${figures.arbitrationWins} of arbitration cases, recovered ${figures.backPayShort} in back pay for members, and grew from ${figures.membershipBefore} to ${figures.membershipAfter} members in a bargaining unit of ${figures.bargainingUnit}. We secured ${figures.gradePromotions} grade promotions for members whose work had been undervalued.`,
      ],
    },
    {
      id: 'plans',
      heading: 'Our Plan for the Council',
      paragraphs: [`I will bring a survival plan that carries the council through ${figures.planHorizon}:`],
      bullets: [
        'Move every member to direct dues so that no executive order can cut off our resources.',
        'Train stewards in every local to represent members without official time.',
        'Publish clear, regular financial reports so members see where every dollar goes.',
        'Build a legislative network in every congressional district where our members work.',
        'Keep members informed with weekly updates during the fight.',
      ],
    },
    {
      id: 'team',
      heading: 'A Team Ready to Lead',
      paragraphs: [
        `I am proud to run with ${evp.name}, our candidate for ${evp.shortOffice}, a veteran, steward and trainer who has organized members across three regions and leads our legislative outreach.`,
        `${treasurer.name}, our candidate for ${treasurer.shortOffice}, is a pharmacist and local president who rebuilt his local's finances and opened its books to members. Together we bring ${figures.combinedYears} years of combined experience.`,
      ],
    },
  ] satisfies LetterSection[],
  closing: [
    `I ask for your vote. ${campaign.slogan} Together, we will come through this crisis stronger than before.`,
  ],
  signOff: 'In solidarity,',
  signature: candidate.fullName,
  signatureTitle: `President, ${campaign.local}; Candidate for President, ${campaign.councilShort}`,
};
