// Every candidate-specific value in one typed module (CONTRACT section 5): another campaign edits
// this file (and identity.ts) and nothing else. The people and organisations here are fictional.
import { candidate, council } from '../site-identity.ts';

export { candidate };

export interface Person {
  key: 'president' | 'evp' | 'treasurer';
  name: string;
  firstName: string;
  office: string;
  shortOffice: string;
  /** The biography route, `/about-{name}`. */
  path: string;
  /** A photo URL when the campaign has one; otherwise the site draws an initials portrait. */
  photo?: string;
  initials: string;
  summary: string;
}

export const campaign = {
  slogan: 'Strength. Service. Solidarity.',
  secondarySlogan: 'Bold. Audacious. Disciplined. Fearless.',
  council: council.name,
  councilShort: council.short,
  union: council.union,
  copyrightYear: 2025,
  electionYear: 2026,
  donateUrl: 'https://www.gofundme.com/f/jordan-ellis-for-president',
  contactEmail: 'info@ellisforpresident.org',
  mediaEmail: 'media@ellisforpresident.org',
  complianceEmail: 'compliance@ellisforpresident.org',
  letterPdf: '/letter-to-delegates.pdf',
  materialsZip: '/campaign-materials.pdf',
  videoChannelUrl: 'https://www.youtube.com/@local-2100-veterans',
  social: {
    facebook: 'https://www.facebook.com/ellisforpresident',
    x: 'https://x.com/ellis4president',
    linkedin: 'https://www.linkedin.com/company/ellis-for-president',
  },
  independenceStatement:
    'This campaign is run independently of all union resources. No union funds, staff time, equipment or facilities are used.',
  /** The candidate's home local, whose video channel the Videos page links. */
  local: 'Local 2100',
  paidForBy: 'Paid for by Ellis for President, a volunteer committee of union members.',
} as const;

/** The campaign figures of SPEC section 9, written once so every page quotes the same numbers. */
export const figures = {
  membershipBefore: '650',
  membershipAfter: '1,700',
  bargainingUnit: '2,500',
  backPay: '$700,000+',
  backPayShort: '$700K+',
  arbitrationWins: '100s',
  gradePromotions: '45+',
  attorneys: '1,300+',
  congressLetters: '2,000+',
  combinedYears: '25+',
  membersRepresented: '1000s',
  commitment: '100%',
  planHorizon: '2028',
} as const;

export interface Quote {
  quote: string;
  name: string;
  title: string;
}

/** The retired council president's endorsement: the Home page quotes it. */
export const featuredEndorsement: Quote = {
  quote:
    'I have watched Jordan Ellis fight for members for more than a decade: in the arbitration room, in the halls of Congress and on the shop floor. In the hardest moment this council has ever faced, Jordan is the leader we need.',
  name: 'Patricia Moore',
  title: 'Retired President, National Veterans Affairs Employees Council',
};

/** The Endorsements page's three union leaders (SPEC section 2). */
export const leaderEndorsements: Quote[] = [
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

export interface DonationTier {
  amount: number;
  label: string;
  description: string;
}

// SPEC section 2 (Donate) and section 9: the three tiers and what each pays for.
export const donationTiers: DonationTier[] = [
  { amount: 25, label: 'Reach 100 members', description: 'Reaches 100 members with digital outreach.' },
  { amount: 50, label: 'Equip a local', description: 'Funds campaign materials for one local.' },
  { amount: 100, label: 'Build the movement', description: 'Supports organizing and training events.' },
];

export const team: Person[] = [
  {
    key: 'president',
    name: candidate.fullName,
    firstName: candidate.firstName,
    office: 'Candidate for National Council President',
    shortOffice: 'President',
    path: '/about-jordan-ellis',
    initials: 'JE',
    summary:
      'Social worker turned labor attorney and local president who grew membership from 650 to 1,700 and won over $700,000 in back pay.',
  },
  {
    key: 'evp',
    name: 'Maria Delgado',
    firstName: 'Maria',
    office: 'Candidate for First Executive Vice President',
    shortOffice: 'First Executive Vice President',
    path: '/about-maria-delgado',
    initials: 'MD',
    summary:
      'Veteran steward and trainer who has organized members across three regions and leads the council’s legislative outreach.',
  },
  {
    key: 'treasurer',
    name: 'Samuel Okafor',
    firstName: 'Samuel',
    office: 'Candidate for Secretary-Treasurer',
    shortOffice: 'Secretary-Treasurer',
    path: '/about-samuel-okafor',
    initials: 'SO',
    summary: 'Pharmacist and local president known for careful, transparent financial stewardship.',
  },
];

export const personByKey = (key: Person['key']) => team.find((p) => p.key === key)!;
