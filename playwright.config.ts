import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';
import { scaled } from './tests/helpers/machine-speed';

const PORT = Number(process.env.E2E_PORT ?? 5199);
/** The loopback SMTP server that e-mail tests start (tests/helpers/smtp-server.ts) to read what the site sends. */
export const E2E_SMTP_PORT = PORT + 1000;
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' };

/** The server of the specs that change the whole public site (below); its mail goes nowhere. */
const SITE_WIDE_PORT = PORT + 2;

/**
 * The phone every @phone test runs on, without its browser type (Chromium here, as by default),
 * which test.use refuses inside a describe group: a spec that needs a phone in another project's
 * chain uses this.
 */
export const PHONE = (({ defaultBrowserType: _, ...device }) => device)(devices['Pixel 7']);
const desktop = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions };
const phone = { ...PHONE, launchOptions: chromiumLaunchOptions };
/** Specs that change the public site's own texts and settings while they run. */
const SITE_WIDE = /admin-site-content\.spec\.ts$/;
const siteWideURL = `http://127.0.0.1:${SITE_WIDE_PORT}`;

/** The production server on `port`, built and started by serve.sh on a fresh embedded database. */
function server(port: number) {
  return {
    command: 'bash tests/e2e/serve.sh',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // A fresh embedded database: seconds on a quiet machine, minutes on a busy one.
    timeout: 300_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `data/e2e-${port}`,
      CLIENT_BUILD_DIR: `dist/e2e-${port}`,
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Browser tests submit many forms from one address; the limit itself is tested over HTTP.
      RATE_LIMIT_FORMS: '1000',
      RATE_LIMIT_LOGIN: '50',
      // Messages go to the test's own SMTP server; while none listens they wait and are retried.
      SMTP_URL: `smtp://127.0.0.1:${port + 1000}`,
      MAIL_RATE_PER_SECOND: '0',
      // Not the default (America/New_York), so a screen that ignored the setting would show it.
      CAMPAIGN_TIME_ZONE: 'America/Chicago',
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests, not files, are spread over the workers: with whole files, the longest files (60-90 s)
  // ended the run with one worker busy and three idle. A file whose tests share a server, an SMTP
  // port or data made in beforeAll keeps them together (test.describe.configure mode 'default').
  fullyParallel: true,
  // Four, on two cores: a browser test mostly waits (for the server, animations, timers), so the
  // whole run used about half a core with two workers. Measured at load 17-23 (other work running):
  // two workers 15.6 min, four 10.8 min, the same CPU time (3 min 45 s). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // On CI one retry, so that a timing hiccup on a loaded machine does not sink a submission; the
  // list reporter still names every test that needed it as flaky. Locally, none.
  retries: process.env.CI ? 1 : 0,
  // The usual limits on a quiet machine, stretched by how much slower this one is as the run starts
  // (measured in the runner and in each worker: tests/helpers/machine-speed.ts).
  timeout: scaled(30_000),
  expect: { timeout: scaled(7_000) },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [
    // On a server of their own, in one worker in order: these tests change what every public page
    // shows (texts, the announcement bar, videos, portraits), which a test in another worker would
    // see change under it. Listed first, so that their chain starts with the run rather than ending
    // it; its one phone test sets the phone itself (test.use).
    { name: 'site-wide', use: { ...desktop, baseURL: siteWideURL }, testMatch: SITE_WIDE },
    { name: 'desktop', use: desktop, testIgnore: SITE_WIDE },
    { name: 'phone', use: phone, grep: /@phone/, testIgnore: SITE_WIDE },
  ],
  // Two servers, each on a fresh database: the site-wide specs get one of their own, so that they
  // run beside the others from the start instead of alone at the end (40 s of one busy worker).
  webServer: [server(PORT), server(SITE_WIDE_PORT)],
});
