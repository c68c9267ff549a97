import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { openDatabase } from '../../server/db/client';
import { paths } from '../../server/web/paths';
import { insertAdmin } from '../helpers/admin-agent';
import { migratedDataDir } from '../helpers/migrated-data-dir';
import { insertPost } from '../helpers/factories';
import { insertSubscribers, setAdminEmail } from '../helpers/newsletters';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { spawnServer, stopAllServers, type SpawnedServer } from '../helpers/spawn-server';
import { expect, expectNoAxeViolations, expectToast, test } from './helpers/admin-ui';

// "Send as newsletter" as staff use it (CONTRACT section 12). The shared end-to-end server has no
// mail server, so this file runs a server of its own, on the client build the run has just made,
// with a real SMTP server on loopback and a pace slow enough to watch the progress bar move.

const TITLE = 'Arbitration win restores $120K in back pay';
const SUBSCRIBERS = 24;
let smtp: TestSmtpServer;
let server: SpawnedServer;
let dir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  smtp = await startSmtpServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-newsletter-'));
  const dataDir = await migratedDataDir(path.join(dir, 'data'));
  const database = await openDatabase({ dataDir });
  try {
    await insertAdmin(database.db, E2E_ADMIN);
    await setAdminEmail(database, E2E_ADMIN.username, 'staff@example.org');
    await insertPost(database.db, { title: TITLE, slug: 'arbitration-win' });
    await insertSubscribers(database, SUBSCRIBERS);
  } finally {
    await database.close();
  }
  server = await spawnServer(
    {
      DATA_DIR: dataDir,
      CLIENT_BUILD_DIR: path.resolve(paths.root, `dist/e2e-${process.env.E2E_PORT ?? 5199}`),
      SESSION_SECRET: 'e2e-newsletter-secret-0123456789abcdef',
      SITE_URL: 'http://localhost:5000',
      SMTP_URL: smtp.url,
      MAIL_RATE_PER_SECOND: '4',
    },
    { readyTimeoutMs: 240_000 },
  );
});

test.afterAll(async () => {
  await stopAllServers();
  await smtp?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * The open dialog's actions whole on the screen as it opens, however long its content (that part
 * scrolls), every other button whole once scrolled to, and nothing wider than the dialog: at phone
 * width a long label (the count of subscribers) must wrap, not push a button off the edge.
 */
async function expectDialogFits(dialog: Locator) {
  const actions = dialog.locator('[data-dialog-actions]').getByRole('button');
  expect(await actions.count()).toBeGreaterThan(0);
  for (const button of await actions.all()) await expect(button).toBeInViewport({ ratio: 1 });
  for (const button of await dialog.getByRole('button').all()) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'the dialog scrolls sideways').toBeLessThanOrEqual(0);
}

/** An admin screen through the navigation, opening the phone's Menu first when there is one. */
async function openFromAdminNav(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name }).click();
}

// One test, run by both projects: at desktop width and, for its @phone tag, on a Pixel 7 (each
// project's worker has its own server, subscribers and SMTP server from beforeAll).
test('a post goes out as a newsletter: test to me, confirmation, progress to the end, and the card says so @phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto(`${server.url}/admin/blog`);
  const card = page.getByRole('article', { name: TITLE });
  await card.getByRole('button', { name: 'Send as newsletter' }).click();

  const dialog = page.getByRole('dialog', { name: 'Send as newsletter' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send test to me' }).click();
  await expectToast(page, 'Test sent', 'The newsletter is on its way to staff@example.org.');
  await expect.poll(() => smtp.received.map((m) => m.envelope.to[0])).toEqual(['staff@example.org']);
  // The test copy says so in its subject (issue 35), so it is never taken for the real send.
  expect(smtp.received[0].parsed.subject).toBe(`[Test] ${TITLE}`);
  await expectDialogFits(dialog);
  // The e-mail preview is a sandboxed frame axe cannot enter (admin-email.spec.ts checks the e-mail).
  await expectNoAxeViolations(page, ['iframe[sandbox]']);

  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this post to subscribers?' });
  await expect(confirm).toContainText(`will be e-mailed to ${SUBSCRIBERS} confirmed subscribers`);
  await expectDialogFits(confirm);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: `Send to ${SUBSCRIBERS} confirmed subscribers` }).click();

  const progress = page.getByRole('dialog', { name: /Sending newsletter|Newsletter sent/ });
  const bar = progress.getByRole('progressbar', { name: 'Newsletter progress' });
  await expect(bar).toHaveAttribute('aria-valuemax', String(SUBSCRIBERS));
  // At four a second the send takes several seconds: the bar is seen part way, then at the end,
  // with no reload in between.
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThan(0);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(SUBSCRIBERS);
  await expect(progress.getByRole('button', { name: 'Cancel sending' })).toBeVisible();
  await expectDialogFits(progress);
  await expectNoAxeViolations(page);
  await expect(progress).toContainText(`${SUBSCRIBERS} of ${SUBSCRIBERS} sent`, { timeout: 60_000 });
  await expect(progress).toContainText('0 failed, 0 skipped');
  await expect(page.getByRole('dialog', { name: 'Newsletter sent' })).toBeVisible();
  await progress.getByRole('button', { name: 'Close' }).click();

  const today = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  await expect(card).toContainText(`Sent as a newsletter on ${today} to ${SUBSCRIBERS} subscribers.`);
  await expect(card.getByRole('button', { name: 'Send as newsletter' })).toHaveCount(0);
  expect(new Set(smtp.received.map((m) => m.envelope.to[0])).size).toBe(SUBSCRIBERS + 1);

  await openFromAdminNav(page, 'Newsletters');
  await expect(page).toHaveURL(/\/admin\/newsletters$/);
  const row = page.getByRole('row', { name: new RegExp(TITLE.replace(/\$/g, '\\$')) });
  await expect(row).toContainText('sent');
  await expect(row).toContainText(`${SUBSCRIBERS} of ${SUBSCRIBERS}`);
  await expectNoAxeViolations(page);
});
