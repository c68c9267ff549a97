// A relative import: the unit tests and the end-to-end helpers read this file without Vite's aliases.
import { can, type Permission } from '../../../../shared/roles';

// Which role may open which admin screen (CONTRACT section 16): the navigation, the dashboard's
// cards and the signed-in area's gate all read this one list. It mirrors the server's route table
// (server/roles/route-permissions.ts): a screen needs the permission of the calls it makes, so a
// screen shown here never meets a 403 of its own. Kept free of React so tests can read it.

/** `admin` marks a screen no permission names: accounts, the outbox, the audit trail. */
export type ScreenPermission = Permission | 'admin';

/** Each screen's address (and every address inside it) and what it needs; the first match wins. */
export const SCREEN_PERMISSIONS: readonly (readonly [href: string, permission: ScreenPermission])[] = [
  ['/admin/dashboard', 'dashboard'],
  ['/admin/settings', 'own-account'],
  ['/admin/two-factor', 'own-account'],
  ['/admin/volunteers', 'supporters'],
  ['/admin/testimonials', 'supporters'],
  ['/admin/endorsements', 'supporters'],
  ['/admin/contacts', 'supporters'],
  ['/admin/newsletters', 'content'],
  ['/admin/newsletter', 'supporters'],
  ['/admin/blog', 'content'],
  ['/admin/pages', 'content'],
  ['/admin/videos', 'content'],
  ['/admin/media', 'content'],
  ['/admin/site', 'content'],
  ['/admin/events', 'events'],
  ['/admin/analytics', 'analytics'],
  // The count's figures before the delegates themselves: a viewer may read the one, not the other.
  ['/admin/delegates/count', 'delegate-count'],
  ['/admin/delegates', 'delegates'],
  ['/admin/users', 'admin'],
  ['/admin/outbox', 'admin'],
  ['/admin/audit', 'admin'],
];

const within = (href: string, path: string) => path === href || path.startsWith(`${href}/`);

/** The permission the screen at `path` needs, or undefined for an address that is no screen. */
export function screenPermission(path: string): ScreenPermission | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SCREEN_PERMISSIONS.find(([href]) => within(href, trimmed))?.[1];
}

/** Whether a role holds a screen's permission (`admin` is admin's alone). */
export const holds = (role: string | undefined, permission: ScreenPermission): boolean =>
  can(role, permission === 'admin' ? undefined : permission);

/**
 * Whether a role may open the screen at `path`. An address that is no screen answers true: the
 * area's own "Page Not Found" says so, rather than a refusal that hints something is there.
 */
export function mayOpenScreen(role: string | undefined, path: string): boolean {
  const permission = screenPermission(path);
  return permission === undefined || holds(role, permission);
}
