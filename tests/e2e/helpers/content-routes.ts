import { campaign, team } from '../../../shared/content/campaign';
import { pages, type PageMeta } from '../../../shared/content/pages';

// SPEC section 2: every content page, its title and the texts the spec names for it.
const [president, evp, treasurer] = team;

export interface ContentRoute {
  meta: PageMeta;
  heading: string | RegExp;
  texts: (string | RegExp)[];
}

export const contentRoutes: ContentRoute[] = [
  {
    meta: pages.home,
    heading: president.name,
    texts: [
      campaign.slogan,
      /Candidate for President/,
      `Why ${president.name}?`,
      'Membership Growth',
      'Arbitration Wins',
      '$700K+',
      '100%',
      'Unity',
      'Service',
      'Preparedness',
      'Join the Campaign',
    ],
  },
  {
    meta: pages.about,
    heading: 'Meet the Leadership Team',
    texts: [
      president.name,
      evp.name,
      treasurer.name,
      '25+',
      'Years Combined Experience',
      '1000s',
      'Members Represented',
      'Committed',
    ],
  },
  {
    meta: pages.aboutPresident,
    heading: president.name,
    texts: [
      'Biography',
      'Education',
      '1993',
      '1996',
      '2023',
      'Union and Legal Career',
      'Accomplishments',
      'Community Service',
    ],
  },
  {
    meta: pages.aboutEvp,
    heading: evp.name,
    texts: ['Biography', 'Experience', 'Training', 'Political and Community Work'],
  },
  {
    meta: pages.aboutTreasurer,
    heading: treasurer.name,
    texts: ['Biography', /pharmacist/, 'Financial Stewardship', 'Vision for the Treasurer Role'],
  },
  {
    meta: pages.vision,
    heading: 'Our Platform and Vision',
    texts: [
      'Unity and Inclusion',
      'Fighting the Executive Order',
      'Results, Not Promises',
      'A Two-Front Strategy',
      'Front One: Congress',
      'Front Two: The Courts',
      'A Comprehensive Platform',
      'A Survival Plan Through 2028',
    ],
  },
  {
    meta: pages.compliance,
    heading: 'Compliance Statement',
    texts: [
      'Independence from the Union',
      'Financial Transparency',
      'Seven Key Principles',
      'Our Commitment to Ethics',
    ],
  },
  {
    meta: pages.letter,
    heading: 'A Letter to Delegates',
    texts: [
      'The Crisis We Face',
      'A Two-Front Strategy',
      'Results, Not Promises',
      '100s',
      '$700K+',
      '1,700',
      'Our Plan for the Council',
      'A Team Ready to Lead',
    ],
  },
  {
    meta: pages.videos,
    heading: 'Campaign Videos',
    texts: [
      'Featured video',
      'Executive Order Crisis',
      'Employee Rights',
      'Benefits & Programs',
      'Healthcare Defense',
    ],
  },
  {
    meta: pages.donate,
    heading: 'Support the Campaign',
    texts: ['$25', '$50', '$100', 'Donation FAQ'],
  },
];
