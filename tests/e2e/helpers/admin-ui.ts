import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { PLACEHOLDER_TURNSTILE_TOKEN } from '../../../shared/constants';
import { ADMIN_HOME, adminNavSections } from '../../../client/src/features/admin-nav/admin-nav-items';
import { E2E_ADMIN } from '../../../playwright.config';

export { expect, E2E_ADMIN };
export { expectNoAxeViolations } from './axe';

export interface Credentials {
  username: string;
  password: string;
}

interface ConsoleGuard {
  /** Tolerates console errors matching this pattern, e.g. the browser's note of an expected 401. */
  allow(pattern: RegExp): void;
}

/**
 * Every admin test fails on a browser console error or an uncaught page error, apart from the
 * ones a test declares it expects (Chromium logs each 4xx response it receives).
 */
/** A 4 x 3 JPEG standing for YouTube's thumbnails (i.ytimg.com), which this network does not reach. */
export const YOUTUBE_STILL = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIgAfFP/2Q==',
  'base64',
);

export const test = base.extend<{ consoleGuard: ConsoleGuard; youtubeStills: void }>({
  // The videos screen shows each video's YouTube thumbnail (issue 35); without a stand-in, the
  // browser's "failed to load" would count as a console error on every screen that lists videos.
  youtubeStills: [
    async ({ page }, use) => {
      await page.route('https://i.ytimg.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/jpeg', body: YOUTUBE_STILL }),
      );
      await use();
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((e) => !allowed.some((p) => p.test(e))),
        'browser console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** A value no other test (or earlier run on the same database) uses. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function signIn(page: Page, credentials: Credentials = E2E_ADMIN) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * Signed in over HTTP on the page's own context (the browser shares its cookies), then at `path`:
 * for a test about a screen, not about signing in. The sign-in form and the dashboard it opens are
 * driven by admin-auth's tests; drawing both before every other admin test cost each about 1.5 s.
 * The tab keeps who signed in as the form leaves it (SPEC section 4: {username, role} in session
 * storage), written once before the first page runs, so a later sign-out stays signed out.
 */
export async function signInAt(page: Page, path: string, credentials: Credentials = E2E_ADMIN) {
  const res = await page.request.post('/api/admin/login', { data: credentials });
  expect(res.status(), `sign-in over HTTP: ${await res.text()}`).toBe(200);
  const { admin } = (await res.json()) as { admin: { username: string; role: string } };
  await page.addInitScript(
    (stored) => {
      // Not in frames: the e-mail previews are sandboxed iframes, with no storage to read.
      if (window !== window.top || sessionStorage.getItem('e2eSignedIn')) return;
      sessionStorage.setItem('e2eSignedIn', '1');
      sessionStorage.setItem('adminUser', stored);
    },
    JSON.stringify({ username: admin.username, role: admin.role }),
  );
  await page.goto(path);
}

/** The one visible toast (SPEC: one at a time), read inside the notifications region. */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

export async function expectToast(page: Page, title: string, description?: string) {
  const region = toastRegion(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/** The admin API as the signed-in page: its cookies, plus the CSRF header that mutations need. */
export async function adminApi(page: Page) {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((c) => c.name === 'csrf-token')?.value ?? '';
  const headers = { 'X-CSRF-Token': decodeURIComponent(csrf) };
  return {
    post: (url: string, data: unknown) => page.request.post(url, { data, headers }),
    get: (url: string) => page.request.get(url),
  };
}

export async function submitEndorsement(request: APIRequestContext, name: string, endorsement: string) {
  const res = await request.post('/api/endorsements', {
    data: {
      name,
      title: 'Local 101 Steward',
      endorsement,
      turnstileToken: PLACEHOLDER_TURNSTILE_TOKEN,
      website: '',
    },
  });
  expect(res.status()).toBe(201);
}

/**
 * Every signed-in admin screen, for the redirect and accessibility sweeps: every screen the admin
 * navigation shows (so a screen added there is swept too), and the screens inside them.
 */
export const ADMIN_SCREENS = [
  ADMIN_HOME.href,
  ...adminNavSections().flatMap((section) => section.items.map((item) => item.href)),
  '/admin/blog/new',
  '/admin/pages/aboutPresident',
  '/admin/events/new',
];
