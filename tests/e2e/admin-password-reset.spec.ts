import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migratedDataDir } from '../helpers/migrated-data-dir';
import { SPAWN_READY_MS, spawnServer, stopAllServers, type SpawnedServer } from '../helpers/spawn-server';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { expect, expectToast, test } from './helpers/admin-ui';

// In one worker, in order (its tests share the server and SMTP server beforeAll starts).
test.describe.configure({ mode: 'default' });

// Forgot password through to signing in with the new password, on a server of its own that delivers
// to a real SMTP server started here: the reset link is read from the delivered message, since the
// outbox never keeps a reset's body.

const ADMIN = { username: 'reset-admin', password: 'Reset-Admin-2025!' };
const ADDRESS = 'reset-admin@campaign.example';
const NEW_PASSWORD = 'Fearless-Council-2028';

let smtp: TestSmtpServer;
let server: SpawnedServer;
let dataDir: string;

test.beforeAll(async () => {
  // A server of its own on a PGlite folder of its own: seconds on a quiet machine, minutes on a busy
  // one (spawnServer waits up to SPAWN_READY_MS for it).
  test.setTimeout(SPAWN_READY_MS + 60_000);
  smtp = await startSmtpServer();
  dataDir = await migratedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-reset-')));
  server = await spawnServer({
    DATA_DIR: dataDir,
    // The build the main end-to-end server serves (playwright.config.ts), made before any test runs.
    CLIENT_BUILD_DIR: `dist/e2e-${process.env.E2E_PORT ?? 5199}`,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    MAIL_RATE_PER_SECOND: '100',
  });
});

test.afterAll(async () => {
  await stopAllServers();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('an admin who forgot the password gets a link by e-mail and signs in with the new password', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // Chromium logs the 400 of the used link at the end, which this test provokes.
  consoleGuard.allow(/status of 400/);
  const url = (p: string) => `${server.url}${p}`;

  // First the admin's own address, set on Settings behind the current password.
  await page.goto(url('/admin/login'));
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(url('/admin/settings'));
  await expect(page.getByText(`Configured: 127.0.0.1:${smtp.port}`)).toBeVisible();
  await page.getByLabel('Your e-mail address').fill(ADDRESS);
  await page.getByLabel('Current password (to change the address)').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expectToast(page, 'Email saved');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Forgot password? on the login screen.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await page.getByLabel('Email').fill(ADDRESS);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If that address belongs to an admin, a reset link is on its way.'),
  ).toBeVisible();

  const [mail] = await smtp.waitForMessages(1, 30_000);
  expect(mail.envelope.to).toEqual([ADDRESS]);
  const token = /\/admin\/reset-password\/(\S+)/.exec(mail.parsed.text ?? '')?.[1];
  expect(token).toBeTruthy();

  await page.goto(url(`/admin/reset-password/${token}`));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 12 characters long')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in with your new password' }).click();
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The link works once.
  await page.goto(url(`/admin/reset-password/${token}`));
  await page.getByLabel('New Password', { exact: true }).fill('Another-Council-2029!');
  await page.getByLabel('Confirm New Password').fill('Another-Council-2029!');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/This reset link is invalid or has expired/)).toBeVisible();
});
