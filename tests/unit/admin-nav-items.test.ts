import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_HOME,
  ADMIN_NAV_GROUPS,
  ADMIN_NAV_ITEMS,
  adminNavSections,
  currentMark,
} from '../../client/src/features/admin-nav/admin-nav-items';

// The routes the admin area really has, read from its one routing file.
const adminApp = readFileSync(
  path.resolve(import.meta.dirname, '../../client/src/pages/admin/admin-app.tsx'),
  'utf8',
);
const routes = new Set([...adminApp.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]));

describe('the admin navigation list', () => {
  it('names every screen once', () => {
    const hrefs = ADMIN_NAV_ITEMS.map((item) => item.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).not.toContain(ADMIN_HOME.href);
  });

  it('links only to screens that exist, and every planned screen has no route yet', () => {
    expect(routes.has(ADMIN_HOME.href)).toBe(true);
    for (const item of ADMIN_NAV_ITEMS) expect(routes.has(item.href), item.href).toBe(!item.planned);
  });

  it('shows the groups in their fixed order, without the planned screens', () => {
    const sections = adminNavSections([
      { group: 'Settings', label: 'Later', href: '/admin/later', planned: true },
      { group: 'Content', label: 'B', href: '/admin/b' },
      { group: 'Supporters', label: 'A', href: '/admin/a' },
    ]);
    expect(sections).toEqual([
      { group: 'Supporters', items: [{ group: 'Supporters', label: 'A', href: '/admin/a' }] },
      { group: 'Content', items: [{ group: 'Content', label: 'B', href: '/admin/b' }] },
    ]);
    const shown = ADMIN_NAV_GROUPS.filter((g) => ADMIN_NAV_ITEMS.some((i) => i.group === g && !i.planned));
    expect(adminNavSections().map((s) => s.group)).toEqual(shown);
  });
});

describe('the current screen mark', () => {
  it('is "page" on the screen itself, also with a trailing slash', () => {
    expect(currentMark('/admin/blog', '/admin/blog')).toBe('page');
    expect(currentMark('/admin/blog', '/admin/blog/')).toBe('page');
  });

  it('is "true" on a screen inside it', () => {
    expect(currentMark('/admin/blog', '/admin/blog/edit/a-post')).toBe('true');
  });

  it('is nothing elsewhere, even on a screen whose address merely starts alike', () => {
    expect(currentMark('/admin/newsletter', '/admin/newsletters')).toBeUndefined();
    expect(currentMark('/admin/blog', '/admin/dashboard')).toBeUndefined();
  });
});
