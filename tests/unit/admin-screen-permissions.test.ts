import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS, adminNavSections } from '../../client/src/features/admin-nav/admin-nav-items';
import {
  mayOpenScreen,
  SCREEN_PERMISSIONS,
  screenPermission,
} from '../../client/src/features/admin-nav/screen-permissions';
import { ROUTE_PERMISSIONS } from '../../server/roles/route-permissions';
import { ROLES, type Role } from '../../shared/roles';

// The signed-in screens the admin area really has, read from its one routing file, with a sample
// value in place of each parameter.
const adminApp = readFileSync(
  path.resolve(import.meta.dirname, '../../client/src/pages/admin/admin-app.tsx'),
  'utf8',
);
// The redirect to the dashboard and the signed-out screens.
// The redirect to the dashboard and the signed-out screens.
const SIGNED_OUT = [
  '/admin',
  '/admin/login',
  '/admin/forgot-password',
  '/admin/reset-password/:token',
  '/admin/invite/:token',
];
const screens = [...adminApp.matchAll(/<Route path="([^"]+)"/g)]
  .map((m) => m[1])
  .filter((route) => !SIGNED_OUT.includes(route))
  .map((route) => route.replace(/:\w+/g, 'sample'));

const navFor = (role: Role) =>
  adminNavSections(ADMIN_NAV_ITEMS, role).flatMap((section) => section.items.map((item) => item.href));

describe('the map of admin screens to permissions', () => {
  it('names a permission for every signed-in screen the area routes to', () => {
    expect(screens.length).toBeGreaterThan(20);
    for (const screen of screens) expect(screenPermission(screen), screen).toBeDefined();
  });

  it("asks what the server asks of the screen's own list: a role that may open it is never refused", () => {
    for (const [href, permission] of SCREEN_PERMISSIONS) {
      const read = ROUTE_PERMISSIONS[`GET ${href.replace('/admin', '')}`];
      // A screen no permission names reads only routes the server keeps for admin (unlisted).
      if (permission === 'admin') expect(read, href).toBeUndefined();
      else if (read) expect(read, href).toBe(permission);
    }
  });

  it('covers the screens inside a screen, and ignores a trailing slash', () => {
    expect(screenPermission('/admin/blog/edit/a-post')).toBe('content');
    expect(screenPermission('/admin/events/town-hall/rsvps')).toBe('events');
    expect(screenPermission('/admin/users/')).toBe('admin');
    // A screen whose address merely starts alike is another screen.
    expect(screenPermission('/admin/newsletters')).toBe('content');
    expect(screenPermission('/admin/newsletter')).toBe('supporters');
  });

  it('leaves an address that is no screen to "Page Not Found" for every role', () => {
    expect(screenPermission('/admin/nowhere')).toBeUndefined();
    for (const role of ROLES) expect(mayOpenScreen(role, '/admin/nowhere')).toBe(true);
  });

  it('lets an admin open every screen, and an unknown role only what needs no permission', () => {
    for (const screen of screens) expect(mayOpenScreen('admin', screen), screen).toBe(true);
    expect(mayOpenScreen('superadmin', '/admin/dashboard')).toBe(false);
    expect(mayOpenScreen(undefined, '/admin/settings')).toBe(false);
  });

  it('keeps accounts, the outbox and the audit trail for admins', () => {
    for (const role of ROLES.filter((r) => r !== 'admin'))
      for (const href of ['/admin/users', '/admin/outbox', '/admin/audit'])
        expect(mayOpenScreen(role, href), `${role} ${href}`).toBe(false);
  });
});

describe("each role's navigation", () => {
  it('shows a moderator the supporters screens, the dashboard home and their own settings', () => {
    expect(navFor('moderator')).toEqual([
      '/admin/volunteers',
      '/admin/testimonials',
      '/admin/endorsements',
      '/admin/contacts',
      '/admin/newsletter',
      '/admin/settings',
    ]);
  });

  it('shows an editor the content, newsletters, events and analytics, and no supporter list', () => {
    const nav = navFor('editor');
    expect(nav).toEqual(
      expect.arrayContaining([
        '/admin/blog',
        '/admin/pages',
        '/admin/events',
        '/admin/analytics',
        '/admin/site',
      ]),
    );
    for (const href of ['/admin/volunteers', '/admin/contacts', '/admin/users', '/admin/outbox'])
      expect(nav).not.toContain(href);
  });

  it('shows a coordinator their delegates and the count, and a viewer only figures', () => {
    expect(navFor('coordinator')).toEqual([
      '/admin/delegates',
      '/admin/delegates/mine',
      '/admin/delegates/count',
      '/admin/settings',
    ]);
    expect(mayOpenScreen('coordinator', '/admin/delegates')).toBe(true);
    expect(mayOpenScreen('coordinator', '/admin/volunteers')).toBe(false);
    expect(navFor('viewer')).toEqual(['/admin/delegates/count', '/admin/analytics', '/admin/settings']);
    expect(mayOpenScreen('viewer', '/admin/delegates')).toBe(false);
    expect(mayOpenScreen('viewer', '/admin/delegates/count')).toBe(true);
    expect(mayOpenScreen('viewer', '/admin/delegates/12')).toBe(false);
  });

  it('shows an admin every screen, as with no role given', () => {
    expect(navFor('admin')).toEqual(adminNavSections().flatMap((s) => s.items.map((i) => i.href)));
  });
});
