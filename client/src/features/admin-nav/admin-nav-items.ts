// The admin area's one list of screens: the navigation on every screen is drawn from it, so a new
// screen is one line here (BRIEF: "Admin navigation"). Kept free of React so tests can read it.

import { mayOpenScreen } from './screen-permissions';

export const ADMIN_NAV_GROUPS = ['Supporters', 'Content', 'Campaign', 'Settings'] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

export interface AdminNavItem {
  group: AdminNavGroup;
  label: string;
  href: string;
  /**
   * The screen is being built on another branch and has no route here yet: the navigation leaves
   * it out rather than link to "Page Not Found". The branch that adds the screen deletes the flag.
   */
  planned?: true;
}

/** The home of the admin area, above the groups. */
export const ADMIN_HOME = { label: 'Dashboard', href: '/admin/dashboard' } as const;

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { group: 'Supporters', label: 'Volunteers', href: '/admin/volunteers' },
  { group: 'Supporters', label: 'Testimonials', href: '/admin/testimonials' },
  { group: 'Supporters', label: 'Endorsements', href: '/admin/endorsements' },
  { group: 'Supporters', label: 'Contact Messages', href: '/admin/contacts' },
  { group: 'Supporters', label: 'Newsletter Subscribers', href: '/admin/newsletter' },
  { group: 'Content', label: 'Blog Posts', href: '/admin/blog' },
  { group: 'Content', label: 'Pages', href: '/admin/pages' },
  { group: 'Content', label: 'Videos', href: '/admin/videos' },
  { group: 'Content', label: 'Media Library', href: '/admin/media' },
  { group: 'Campaign', label: 'Delegates', href: '/admin/delegates' },
  { group: 'Campaign', label: 'My Delegates', href: '/admin/delegates/mine' },
  { group: 'Campaign', label: 'Delegate Count', href: '/admin/delegates/count' },
  { group: 'Campaign', label: 'Newsletters', href: '/admin/newsletters' },
  { group: 'Campaign', label: 'Events', href: '/admin/events' },
  { group: 'Campaign', label: 'Analytics', href: '/admin/analytics' },
  { group: 'Settings', label: 'Site', href: '/admin/site' },
  { group: 'Settings', label: 'Users', href: '/admin/users' },
  { group: 'Settings', label: 'Outbox', href: '/admin/outbox' },
  { group: 'Settings', label: 'Admin Settings', href: '/admin/settings' },
  { group: 'Settings', label: 'Audit Trail', href: '/admin/audit' },
];

export interface AdminNavSection {
  group: AdminNavGroup;
  items: AdminNavItem[];
}

/**
 * The groups in their fixed order, each with its screens that exist on this build and, when a role
 * is given, that the role may open (screen-permissions.ts); empty groups go.
 */
export function adminNavSections(
  items: readonly AdminNavItem[] = ADMIN_NAV_ITEMS,
  role?: string,
): AdminNavSection[] {
  const shown = (item: AdminNavItem) =>
    !item.planned && (role === undefined || mayOpenScreen(role, item.href));
  return ADMIN_NAV_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => item.group === group && shown(item)),
  })).filter((section) => section.items.length > 0);
}

/**
 * How a link marks the screen on display: `page` when it is that screen, `true` when the screen is
 * inside it (a post's editor inside Blog Posts), nothing otherwise.
 */
export function currentMark(href: string, path: string): 'page' | 'true' | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (trimmed === href) return 'page';
  return trimmed.startsWith(`${href}/`) ? 'true' : undefined;
}
