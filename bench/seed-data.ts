// Rows that look like a campaign's after months of use: long markdown posts with headings, lists
// and links, several categories and tags, and form submissions spread over time. A fixed random
// seed makes every run insert the same rows, so figures from two runs compare.
import { HELP_TYPE_VALUES } from '../shared/constants';
import { slugify } from '../shared/slug';

export const CATEGORIES = ['Campaign Updates', 'Press Releases', 'Policy', 'Events', 'Member Stories'];
export const TAGS = [
  'collective bargaining',
  'delegates',
  'healthcare',
  'membership',
  'town hall',
  'veterans',
  'executive order',
  'benefits',
  'organizing',
  'convention',
  'training',
  'pay',
];
/** A word found in many posts' bodies, so the `q` case scans text the way a real search does. */
export const SEARCH_WORD = 'bargaining';

const SUBJECTS = [
  'Delegates',
  'Members',
  'Stewards',
  'Local presidents',
  'Nurses',
  'Pharmacists',
  'Social workers',
];
const VERBS = ['rally for', 'testify on', 'organize around', 'win gains on', 'speak out on', 'vote on'];
const TOPICS = [
  'collective bargaining',
  'fair pay',
  'safe staffing',
  'healthcare benefits',
  'official time',
  'telework',
];
const PLACES = ['Denver', 'Atlanta', 'Chicago', 'Phoenix', 'Baltimore', 'Seattle', 'Dallas', 'Boston'];
const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Robert',
  'Linda',
  'Carlos',
  'Keisha',
  'David',
  'Mei',
  'Thomas',
];
const LAST_NAMES = [
  'Johnson',
  'Garcia',
  'Williams',
  'Nguyen',
  'Brown',
  'Okafor',
  'Miller',
  'Davis',
  'Lopez',
  'Chen',
];
const SENTENCES = [
  'Our members kept the hospitals running through every shutdown, and they deserve a contract that says so.',
  'Collective bargaining is not a privilege granted by management; it is a right we won and will defend.',
  'Delegates from every district met this week to compare notes on staffing, overtime and safety.',
  'We filed the grievance on Monday, and by Friday the agency had agreed to restore the back pay.',
  'Membership grew again this quarter, driven by new-employee orientations and one-on-one conversations.',
  'The executive order threatens official time, and we are fighting it in Congress and in the courts.',
  'Every steward training this spring was full, with a waiting list for the next session.',
  'Healthcare workers told us the same thing in every town hall: staffing is the issue that matters most.',
];

function random(seed: number) {
  // mulberry32: small, fast, and the same sequence on every machine.
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
export const makeRng = (seed = 20_260_101): Rng => random(seed);
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
const pickSome = <T>(rng: Rng, list: readonly T[], max: number): T[] => {
  const count = 1 + Math.floor(rng() * max);
  return [...new Set(Array.from({ length: count }, () => pick(rng, list)))];
};
const paragraph = (rng: Rng) =>
  Array.from({ length: 3 + Math.floor(rng() * 3) }, () => pick(rng, SENTENCES)).join(' ');

function markdownBody(rng: Rng, place: string): string {
  const sections = Array.from({ length: 2 + Math.floor(rng() * 3) }, (_, i) => {
    const list = Array.from(
      { length: 3 },
      () => `- ${pick(rng, SUBJECTS)} ${pick(rng, VERBS)} ${pick(rng, TOPICS)}`,
    );
    return [
      `## ${i === 0 ? 'What happened' : `Next steps in ${place}`}`,
      paragraph(rng),
      list.join('\n'),
      paragraph(rng),
    ];
  });
  return [
    paragraph(rng),
    ...sections.flat(),
    `> "We are stronger together." - a delegate from ${place}`,
    'Read the [letter to delegates](/letter-to-delegates) and **get involved** today.',
  ].join('\n\n');
}

export interface PostRow {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  categories: string[];
  tags: string[];
  keywords: string[];
  status: 'draft' | 'published';
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  featuredImage: string | null;
  featuredImageAlt: string | null;
}

const DAY = 86_400_000;

/** `count` posts over the last two years; one in twenty is a draft. */
export function postRows(rng: Rng, count: number, now = Date.now()): PostRow[] {
  return Array.from({ length: count }, (_, i) => {
    const place = pick(rng, PLACES);
    const title = `${pick(rng, SUBJECTS)} in ${place} ${pick(rng, VERBS)} ${pick(rng, TOPICS)}`;
    const created = new Date(now - Math.floor(rng() * 730 * DAY) - DAY);
    const draft = i % 20 === 19;
    return {
      slug: `${slugify(title)}-${i + 1}`,
      title,
      excerpt: paragraph(rng).slice(0, 240),
      content: markdownBody(rng, place),
      categories: pickSome(rng, CATEGORIES, 2),
      tags: pickSome(rng, TAGS, 4),
      keywords: pickSome(rng, TOPICS, 3),
      status: draft ? 'draft' : 'published',
      publishedAt: draft ? null : created,
      createdAt: created,
      updatedAt: created,
      featuredImage: i % 3 === 0 ? '/og-default.png' : null,
      featuredImageAlt: i % 3 === 0 ? `${title}: members gathered in ${place}` : null,
    };
  });
}

const person = (rng: Rng) => ({ firstName: pick(rng, FIRST_NAMES), lastName: pick(rng, LAST_NAMES) });
const when = (rng: Rng, now: number) => new Date(now - Math.floor(rng() * 180 * DAY));

export function volunteerRows(rng: Rng, count: number, now = Date.now()) {
  return Array.from({ length: count }, (_, i) => {
    const p = person(rng);
    return {
      ...p,
      email: `${p.firstName}.${p.lastName}.${i}@members.example.org`.toLowerCase(),
      phone: i % 2 ? `(555) 01${String(i % 100).padStart(2, '0')}` : null,
      helpType: pick(rng, HELP_TYPE_VALUES),
      createdAt: when(rng, now),
    };
  });
}

/** Endorsements in every moderation state, so the approved list filters a realistic table. */
export function endorsementRows(rng: Rng, count: number, now = Date.now()) {
  const states = ['approved', 'approved', 'pending', 'rejected'] as const;
  return Array.from({ length: count }, () => {
    const p = person(rng);
    return {
      name: `${p.firstName} ${p.lastName}`,
      title: `President, Local ${100 + Math.floor(rng() * 900)}`,
      endorsement: paragraph(rng),
      approved: pick(rng, states),
      createdAt: when(rng, now),
    };
  });
}

export function contactRows(rng: Rng, count: number, now = Date.now()) {
  return Array.from({ length: count }, (_, i) => {
    const p = person(rng);
    return {
      ...p,
      email: `${p.firstName}.${i}@contact.example.org`.toLowerCase(),
      subject: `Question about ${pick(rng, TOPICS)}`,
      message: paragraph(rng),
      createdAt: when(rng, now),
    };
  });
}
