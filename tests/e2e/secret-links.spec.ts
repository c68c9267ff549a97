import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminEvent } from '../../shared/event-types';
import { migratedDataDir } from '../helpers/migrated-data-dir';
import { SPAWN_READY_MS, spawnServer, stopAllServers, type SpawnedServer } from '../helpers/spawn-server';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { paths } from '../../server/web/paths';
import { signInAdminApi, type AdminApi } from './helpers/admin-api';
import { E2E_ADMIN, expect, expectToast, test } from './helpers/admin-ui';

// Issue 34, finding 1: with Google Analytics on, every secret link (reset, draft preview, confirm,
// unsubscribe, RSVP) and admin list addresses with `?q=` went to Google as page_location and
// page_path. Here a build made with a measurement id, on a server of its own that delivers mail to
// a real SMTP server (the links are read from the messages, as a supporter would click them), with
// gtag.js itself stubbed through Playwright's routing: everything the page hands to gtag (the
// dataLayer) and every request to another host is read back, and no token is in any of it.

test.describe.configure({ mode: 'default' });

const MEASUREMENT_ID = 'G-E2ESECRET1';
const HOUR = 3_600_000;
const STAFF = 'staff-analytics@campaign.example';
let smtp: TestSmtpServer;
let server: SpawnedServer;
let root: string;
let api: AdminApi;
let apiContext: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(SPAWN_READY_MS + 180_000);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-analytics-'));
  // VITE_GA_MEASUREMENT_ID is read at build time: this spec's own build, a few seconds.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: paths.root,
    env: {
      ...process.env,
      CLIENT_BUILD_DIR: path.join(root, 'client'),
      VITE_GA_MEASUREMENT_ID: MEASUREMENT_ID,
    },
    stdio: 'inherit',
  });
  smtp = await startSmtpServer();
  server = await spawnServer({
    DATA_DIR: await migratedDataDir(path.join(root, 'data')),
    CLIENT_BUILD_DIR: path.join(root, 'client'),
    // The server puts Google's hosts in its Content-Security-Policy only when it knows the id.
    VITE_GA_MEASUREMENT_ID: MEASUREMENT_ID,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: smtp.url,
    MAIL_RATE_PER_SECOND: '0',
    RATE_LIMIT_FORMS: '1000',
  });
  apiContext = await playwrightRequest.newContext({ baseURL: server.url });
  api = await signInAdminApi(apiContext);
});

test.afterAll(async () => {
  await apiContext?.dispose();
  await stopAllServers();
  await smtp?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const url = (p: string) => `${server.url}${p}`;

/** The path of the first link under `prefix` in the next message to `to`, as delivered. */
async function linkIn(to: string, prefix: string): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+(${prefix}[^\\s>"]+)`);
  await expect
    .poll(() => smtp.received.some((m) => m.envelope.to.includes(to) && pattern.test(m.parsed.text ?? '')), {
      timeout: 30_000,
    })
    .toBe(true);
  const mail = smtp.received.find((m) => m.envelope.to.includes(to) && pattern.test(m.parsed.text ?? ''))!;
  smtp.received.splice(smtp.received.indexOf(mail), 1);
  return pattern.exec(mail.parsed.text!)![1];
}

/** Every link that is its own credential, made for real: preview, confirm, unsubscribe, reset, RSVP. */
async function secretLinks() {
  const reader = `reader-${Date.now()}@example.org`;
  const draft = await api.post<{ slug: string }>('/api/admin/posts', {
    title: 'Unannounced platform plank',
    excerpt: 'Not out yet.',
    content: 'The plan.',
    status: 'draft',
  });
  const preview = await api.post<{ url: string }>(`/api/admin/posts/${draft.slug}/preview-link`, {});
  expect((await apiContext.post('/api/newsletter', { data: { email: reader } })).status()).toBe(201);
  const confirm = await linkIn(reader, '/newsletter/confirm/');
  const token = confirm.split('/').pop()!;
  expect((await apiContext.post('/api/newsletter/confirm', { data: { token } })).status()).toBe(200);
  const unsubscribe = await linkIn(reader, '/unsubscribe/');
  await api.patch('/api/admin/account', { email: STAFF, currentPassword: E2E_ADMIN.password });
  expect((await apiContext.post('/api/admin/password-reset', { data: { email: STAFF } })).status()).toBe(200);
  const reset = await linkIn(STAFF, '/admin/reset-password/');
  const rsvp = await rsvpLink(reader);
  return { preview: new URL(preview.url).pathname, confirm, unsubscribe, reset, rsvp };
}

async function rsvpLink(email: string, capacity = 20): Promise<string> {
  const start = new Date(Math.floor((Date.now() + 5 * 24 * HOUR) / 60_000) * 60_000);
  const event = await api.post<AdminEvent>('/api/admin/events', {
    title: `Caucus ${Date.now().toString(36)}`,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 2 * HOUR).toISOString(),
    location: { kind: 'in-person', venue: 'Union Hall', address: '123 Main St' },
    capacity,
    status: 'published',
  });
  const res = await apiContext.post(`/api/events/${event.slug}/rsvps`, {
    data: { firstName: 'Dana', lastName: 'Lopez', email, guests: 0, website: '' },
  });
  expect(res.status()).toBe(201);
  return linkIn(email, '/events/rsvp/');
}

/** Stubs gtag.js and records every request the page makes to another host. */
async function watchThirdParties(page: Page) {
  const elsewhere: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(server.url) && !req.url().startsWith('data:')) elsewhere.push(req.url());
  });
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagStub = true;' }),
  );
  await page.route(/google-analytics\.com|analytics\.google\.com/, (route) => route.fulfill({ status: 204 }));
  return elsewhere;
}

/** What the page handed to gtag: every dataLayer entry, as gtag.js would read it. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify((window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>))),
  );

const pageViews = async (page: Page) =>
  (JSON.parse(await dataLayer(page)) as unknown[][])
    .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
    .map((entry) => entry[2] as { page_path: string; page_location: string; page_title: string });

test('no secret link, admin address or query string reaches Google Analytics', async ({ page }) => {
  test.setTimeout(180_000);
  const links = await secretLinks();
  const secrets = Object.values(links).map((p) => p.split('/').pop()!);
  const elsewhere = await watchThirdParties(page);
  const expected: Record<keyof typeof links, string | undefined> = {
    preview: '/preview/[token]',
    confirm: '/newsletter/confirm/[token]',
    unsubscribe: '/unsubscribe/[token]',
    reset: undefined, // the admin area is never reported
    rsvp: '/events/rsvp/[token]',
  };
  let seen = '';
  for (const [name, link] of Object.entries(links) as [keyof typeof links, string][]) {
    await page.goto(url(`${link}?utm_source=newsletter&email=reader%40example.org`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (expected[name]) {
      await expect
        .poll(async () => (await pageViews(page)).map((v) => v.page_path), { timeout: 10_000 })
        .toEqual([expected[name]]);
      const [view] = await pageViews(page);
      expect(view.page_location).toBe(url(expected[name]!));
      expect(view.page_title).toBe('Private link');
    } else {
      await page.waitForTimeout(4000); // longer than the route effect's wait for a title
      expect(await pageViews(page)).toEqual([]);
    }
    seen += await dataLayer(page);
  }

  // An admin list searched for a supporter's address: not reported, nor its query.
  await page.goto(url('/admin/login'));
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(url('/admin/volunteers?q=reader%40example.org'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(4000);
  seen += await dataLayer(page);

  // A public page from a link with a query: its path, and the campaign tag as GA's own field.
  await page.goto(url('/vision?utm_source=leaflet&email=reader%40example.org'));
  await expect.poll(async () => (await pageViews(page)).map((v) => v.page_path)).toEqual(['/vision']);
  seen += await dataLayer(page);
  expect(seen).toContain('"campaign_source":"leaflet"');

  expect(seen).toContain(MEASUREMENT_ID);
  expect(elsewhere.length).toBeGreaterThan(0); // gtag.js was asked for: analytics are on
  const sent = [seen, ...elsewhere].join('\n');
  for (const secret of secrets) expect(sent).not.toContain(secret);
  for (const leak of ['/admin', 'reader%40example.org', 'reader@example.org', 'Unannounced'])
    expect(sent).not.toContain(leak);
  // No address handed to gtag holds a query string.
  expect(seen.match(/https?:\/\/[^"]*/g)?.filter((address) => address.includes('?')) ?? []).toEqual([]);
  expect(elsewhere.every((u) => u.startsWith('https://www.googletagmanager.com/gtag/js?id='))).toBe(true);
});

test('the RSVP link changes the guests, cancels, and comes back', async ({ page, consoleGuard }) => {
  test.setTimeout(120_000);
  // Chromium logs the 409 this test provokes on purpose (more guests than seats).
  consoleGuard.allow(/status of 409/);
  const rsvpStatus = page.locator('main p[role="status"]');
  const link = await rsvpLink(`guest-${Date.now()}@example.org`, 3);
  await watchThirdParties(page);
  await page.goto(url(link));
  await expect(rsvpStatus).toHaveText('You are registered.');
  await page.getByLabel('Guests you are bringing').selectOption('2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'RSVP updated');
  await expect(page.getByText(/with 2 guests/)).toBeVisible();
  // More guests than the seats left: the RSVP keeps what it had.
  await page.getByLabel('Guests you are bringing').selectOption('3');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(
    page,
    'Error',
    'There are not enough seats left for 3 guests. Your registration is unchanged.',
  );
  await page.getByRole('button', { name: 'Cancel my RSVP' }).click();
  await expect(rsvpStatus).toHaveText(
    'Your RSVP is cancelled and your seat is free for someone else. We have e-mailed you to confirm it.',
  );
  await page.getByRole('button', { name: 'RSVP again' }).click();
  await expectToast(page, "You're registered!");
  await expect(rsvpStatus).toHaveText('You are registered.');
});
