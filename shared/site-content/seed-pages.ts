import { accessibilityStatement } from '../content/accessibility';
import { emailsContent } from '../content/emails';
import { evpBio } from '../content/bios/evp';
import { presidentBio } from '../content/bios/president';
import { treasurerBio } from '../content/bios/treasurer';
import {
  campaign,
  candidate,
  donationTiers,
  featuredEndorsement,
  figures,
  leaderEndorsements,
  personByKey,
  type Person,
} from '../content/campaign';
import { letter } from '../content/letter';
import { pages } from '../content/pages';
import { platform } from '../content/platform';
import type { ContentSection } from '../content/privacy';
import { privacyNotice } from '../content/privacy';
import type { PageContent, PageKey } from './page-schemas';
import { seedHomeContent } from './seed-home';

// The first content of a new site: today's texts of shared/content/, in the pages' stored shape.
// The database is seeded from here once (server/site/seed.ts); from then on it is the source.

/** Paragraphs and a bulleted list as one markdown text. */
const md = (paragraphs: string[] = [], bullets: string[] = []) =>
  [...paragraphs, bullets.map((b) => `- ${b}`).join('\n')].filter(Boolean).join('\n\n');

const section = (s: ContentSection) => ({ heading: s.heading, body: md(s.paragraphs, s.items) });

const person = (p: Person) => ({
  name: p.name,
  firstName: p.firstName,
  office: p.office,
  shortOffice: p.shortOffice,
  initials: p.initials,
  summary: p.summary,
  photo: { url: p.photo ?? '', alt: '' },
});

const president = personByKey('president');
const evp = personByKey('evp');
const treasurer = personByKey('treasurer');
const running = (p: Person) => ({
  label: 'Running for',
  value: `${p.shortOffice}, ${campaign.councilShort}`,
});

export const seedPageContent: { [K in PageKey]: PageContent<K> } = {
  home: seedHomeContent,
  about: {
    hero: {
      eyebrow: 'About the team',
      title: 'Meet the Leadership Team',
      lead: `Three candidates, one slate, one purpose: to carry the ${campaign.council} through its hardest fight and come out stronger.`,
    },
    unityTitle: 'United for Every Member',
    unity: [
      { value: figures.combinedYears, label: 'Years Combined Experience' },
      { value: figures.membersRepresented, label: 'Members Represented' },
      { value: figures.commitment, label: 'Committed' },
    ],
  },
  aboutPresident: {
    hero: { eyebrow: president.office },
    person: person(president),
    lead: presidentBio.lead,
    facts: [
      running(president),
      { label: 'Current role', value: `President, ${campaign.local}` },
      { label: 'Membership growth', value: `${figures.membershipBefore} → ${figures.membershipAfter}` },
      { label: 'Back pay recovered', value: figures.backPay },
    ],
    biography: md(presidentBio.biography),
    education: presidentBio.education,
    career: presidentBio.career,
    accomplishments: presidentBio.accomplishments,
    community: presidentBio.community,
  },
  aboutEvp: {
    hero: { eyebrow: evp.office },
    person: person(evp),
    lead: evpBio.lead,
    facts: [
      running(evp),
      { label: 'Current role', value: 'Council Legislative Coordinator' },
      { label: 'Organizing reach', value: 'Three regions' },
      { label: 'Service', value: 'U.S. Army veteran' },
    ],
    biography: md(evpBio.biography),
    experience: evpBio.experience,
    training: evpBio.training,
    political: evpBio.political,
    community: evpBio.community,
  },
  aboutTreasurer: {
    hero: { eyebrow: treasurer.office },
    person: person(treasurer),
    lead: treasurerBio.lead,
    facts: [
      running(treasurer),
      { label: 'Profession', value: 'Clinical pharmacist, VA medical center' },
      { label: 'Union role', value: 'Local president' },
      { label: 'Audits', value: 'Every one clean' },
    ],
    biography: md(treasurerBio.biography),
    stewardship: treasurerBio.stewardship,
    vision: treasurerBio.vision,
  },
  vision: {
    hero: { eyebrow: 'Our platform', title: 'Our Platform and Vision', lead: platform.lead },
    unity: platform.unity,
    executiveOrder: platform.executiveOrder,
    results: platform.results,
    fronts: platform.fronts,
    planks: platform.planks,
    survivalTitle: `A Survival Plan Through ${figures.planHorizon}`,
    survivalIntro: `How the ${campaign.councilShort} stays strong, solvent and ready from the first day to the last of this term.`,
    survivalPlan: platform.survivalPlan,
  },
  letter: {
    hero: {
      eyebrow: `From ${candidate.fullName}`,
      title: letter.title,
      lead: 'The crisis we face, the strategy to meet it, the record behind it and the team ready to lead.',
    },
    salutation: letter.salutation,
    intro: letter.intro,
    sections: letter.sections.map((s) => ({
      id: s.id,
      heading: s.heading,
      body: md(s.paragraphs, s.bullets),
    })),
    closing: letter.closing,
    signOff: letter.signOff,
    signature: letter.signature,
    signatureTitle: letter.signatureTitle,
    results: [
      { value: figures.arbitrationWins, label: 'Arbitration Wins', detail: '' },
      { value: figures.backPayShort, label: 'Back Pay Recovered', detail: '' },
      { value: figures.membershipAfter, label: 'Member Growth', detail: `from ${figures.membershipBefore}` },
    ],
  },
  compliance: {
    hero: {
      eyebrow: 'Compliance statement',
      title: 'Compliance Statement',
      lead: 'Independent, transparent, accountable: a campaign for union office must be run the way we expect the union itself to be run, by the rules and in the open.',
    },
    independence: `The ${candidate.fullName} campaign is a volunteer effort of members. It is not an activity of the ${campaign.union}, the ${campaign.council} or any local, and nothing on this site speaks for them.`,
  },
  donate: {
    hero: {
      eyebrow: 'Donate',
      title: 'Support the Campaign',
      lead: 'This campaign is funded by members, for members. Every contribution helps us reach delegates in every region.',
    },
    tiers: donationTiers,
  },
  getInvolved: {
    hero: {
      eyebrow: 'Get involved',
      title: 'Get Involved',
      lead: `This campaign is built by members. Volunteer an hour, share the message or tell your story: every bit moves ${candidate.fullName} closer to the council presidency.`,
    },
  },
  contact: {
    hero: {
      eyebrow: 'Contact',
      title: 'Contact Us',
      lead: 'Questions, ideas or a story from your local? We read every message.',
    },
  },
  endorsements: {
    hero: {
      eyebrow: 'Voices of the movement',
      title: 'Endorsements',
      lead: `Stewards, local presidents and members from across the council stand with ${candidate.fullName}.`,
    },
    featured: featuredEndorsement,
    leaders: leaderEndorsements,
    formIntro: `Tell delegates why you support ${candidate.fullName}. Every endorsement is reviewed before it is posted.`,
    formPlaceholder: `Why do you endorse ${candidate.fullName}?`,
  },
  videos: {
    hero: {
      eyebrow: 'Watch and share',
      title: 'Campaign Videos',
      lead: 'Briefings, town halls and know-your-rights guides for VA employees: what the executive order means, and how we fight back.',
    },
    channelName: campaign.local,
  },
  privacy: {
    hero: { eyebrow: 'Your data', title: pages.privacy.title, lead: privacyNotice.lead },
    updated: privacyNotice.updated,
    sections: privacyNotice.sections.map(section),
  },
  accessibility: {
    hero: { eyebrow: 'For everyone', title: pages.accessibility.title, lead: accessibilityStatement.lead },
    updated: accessibilityStatement.updated,
    sections: accessibilityStatement.sections.map(section),
  },
  emails: emailsContent,
};

const META_OF: Record<Exclude<PageKey, 'emails'>, keyof typeof pages> = {
  home: 'home',
  about: 'about',
  aboutPresident: 'aboutPresident',
  aboutEvp: 'aboutEvp',
  aboutTreasurer: 'aboutTreasurer',
  vision: 'vision',
  letter: 'letter',
  compliance: 'compliance',
  donate: 'donate',
  getInvolved: 'getInvolved',
  contact: 'contact',
  endorsements: 'endorsements',
  videos: 'videos',
  privacy: 'privacy',
  accessibility: 'accessibility',
};

/** Today's head title and description of each page (shared/content/pages.ts). */
export const seedPageHead = (key: PageKey) => {
  // The e-mails have no page of their own: the head names them for the admin list.
  if (key === 'emails')
    return {
      title: 'Automatic e-mails',
      description: 'The words of the messages the site sends supporters.',
    };
  const meta = pages[META_OF[key]];
  return { title: meta.title, description: meta.description };
};

/**
 * A stored page's content over its first content: a text added to a page's schema after the page
 * was stored (Home's hero and record) shows its first words until staff save the page.
 */
export const withSeedContent = <K extends PageKey>(key: K, stored: unknown): PageContent<K> => ({
  ...seedPageContent[key],
  ...(stored as Partial<PageContent<K>> | undefined),
});
