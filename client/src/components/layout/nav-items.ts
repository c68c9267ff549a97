import { useLocation } from 'wouter';
import type { TeamMember } from '@shared/site-content/public-data';

export interface NavLink {
  href: string;
  label: string;
  description?: string;
}

export interface NavGroup {
  label: string;
  items: NavLink[];
  /** Other paths that belong to the group although it has no menu item for them. */
  alsoMatches?: string[];
}

export const homeLink: NavLink = { href: '/', label: 'Home' };
export const updatesLink: NavLink = { href: '/updates', label: 'Updates' };

// SPEC section 2 (Navigation): the three dropdowns and their items, in order; the candidates'
// names are the stored ones (client/src/lib/site-data.ts).
export const navGroupsFor = (team: TeamMember[]): NavGroup[] => [
  {
    label: 'About',
    items: [
      ...team.map((person) => ({ href: person.path, label: person.name, description: person.shortOffice })),
      { href: '/videos', label: 'Videos', description: 'Briefings and town halls' },
    ],
    alsoMatches: ['/about'],
  },
  {
    label: 'Platform',
    items: [
      { href: '/vision', label: 'Our Vision', description: 'Unity, service and preparedness' },
      { href: '/letter-to-delegates', label: 'Letter to Delegates', description: 'The crisis and our plan' },
    ],
  },
  {
    label: 'Get Involved',
    items: [
      { href: '/get-involved', label: 'Volunteer', description: 'Join the team' },
      { href: '/events', label: 'Events', description: 'Town halls, meetings and calls' },
      { href: '/endorsements', label: 'Endorsements', description: 'Add your voice' },
      { href: '/contact', label: 'Contact', description: 'Reach the campaign' },
    ],
  },
];

/** The root matches only exactly; any other link matches its own path and the paths below it. */
export function matchesPath(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}

export function groupMatches(group: NavGroup, location: string): boolean {
  return [...group.items.map((item) => item.href), ...(group.alsoMatches ?? [])].some((href) =>
    matchesPath(href, location),
  );
}

export function useCurrentPath(): string {
  const [location] = useLocation();
  return location;
}
