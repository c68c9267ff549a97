import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { migratedDataDir } from '../helpers/migrated-data-dir';
import { E2E_ADMIN, expect, signIn, test } from './helpers/admin-ui';

// CONTRACT section 10: the idle limit counts from the admin's own actions, the admin area warns a
// minute before it and signs out at it. A second server, on the build the main one just made, with
// the limit shortened to 65 seconds (ADMIN_IDLE_MS), so the warning comes 5 seconds after arrival.
const MAIN_PORT = Number(process.env.E2E_PORT ?? 5199);
// Not MAIN_PORT + 1000: that is the loopback SMTP server's (playwright.config.ts E2E_SMTP_PORT),
// which the opt-in test may be listening on at the same moment in the other worker.
const PORT = MAIN_PORT + 2000;
const BASE = `http://127.0.0.1:${PORT}`;
const IDLE_MS = 65_000;
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = `data/e2e-idle-${PORT}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  await migratedDataDir(dataDir);
  server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_BUILD_DIR: `dist/e2e-${MAIN_PORT}`,
      SITE_URL: BASE,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_IDLE_MS: String(IDLE_MS),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 400; i += 1) {
    const up = await fetch(`${BASE}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The short-idle server did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test.use({ baseURL: BASE });

/**
 * GET /api/admin/session from the tab itself. Not page.request: its kept-alive connection sits idle
 * for the whole idle limit, which is the server's keep-alive time too (65 s), so the server closed
 * it just as the last check went out (ECONNRESET); the browser retries on a fresh one.
 */
const sessionStatus = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/admin/session', { cache: 'no-store' })).status);

test('warns a minute before an idle sign-out, stays signed in on request, and signs out at the limit', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  consoleGuard.allow(/status of 401/);
  await signIn(page);
  const warning = page.getByRole('alertdialog', { name: 'You will be signed out in 1 minute' });
  // The stats refresh and session checks in the background do not hold the warning off.
  await expect(warning).toBeVisible({ timeout: 20_000 });
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  expect(await sessionStatus(page)).toBe(200);

  // Left alone again: the warning returns, and at the limit the tab is signed out.
  await expect(warning).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: IDLE_MS + 15_000 });
  expect(await sessionStatus(page)).toBe(401);
});
