import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { PHONE } from '../../playwright.config';
import * as OTPAuth from 'otpauth';
import {
  ADMIN_HOME,
  ADMIN_NAV_ITEMS,
  adminNavSections,
} from '../../client/src/features/admin-nav/admin-nav-items';
import { FORBIDDEN_MESSAGE } from '../../shared/roles';
import { INVITATION_INVALID } from '../../shared/invitations';
import { migratedDataDir } from '../helpers/migrated-data-dir';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { SPAWN_READY_MS, spawnServer, stopAllServers, type SpawnedServer } from '../helpers/spawn-server';
import {
  expect,
  expectNoAxeViolations,
  expectToast,
  test,
  unique,
  type Credentials,
} from './helpers/admin-ui';
import { timeFor } from './helpers/time-budget';

// In one worker, in order: the tests share the server and SMTP server beforeAll starts.
test.describe.configure({ mode: 'default' });

// CONTRACT section 16 as the campaign team lives it, on a server of its own that delivers to a
// real SMTP server started here (an invitation's body, which holds its token, is never kept in the
// outbox) and that requires two-factor sign-in of editors (REQUIRE_TWO_FACTOR).

const ADMIN: Credentials = { username: 'roles-admin', password: 'Roles-Admin-2025!' };
const PASSWORD = 'Organize-The-Floor-9!';

let smtp: TestSmtpServer;
let server: SpawnedServer;
let dataDir: string;
const url = (p: string) => `${server.url}${p}`;

test.beforeAll(async () => {
  test.setTimeout(SPAWN_READY_MS + 60_000);
  smtp = await startSmtpServer();
  dataDir = await migratedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-roles-')));
  server = await spawnServer({
    DATA_DIR: dataDir,
    CLIENT_BUILD_DIR: `dist/e2e-${process.env.E2E_PORT ?? 5199}`,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    MAIL_RATE_PER_SECOND: '100',
    RATE_LIMIT_LOGIN: '50',
    REQUIRE_TWO_FACTOR: 'editor',
  });
});

test.afterAll(async () => {
  await stopAllServers();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, who: Credentials) {
  await page.goto(url('/admin/login'));
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** An account of `role` made over the admin API, as the admin. */
async function createAccount(role: string): Promise<Credentials> {
  const account = { username: unique(role), password: PASSWORD };
  const context = await playwrightRequest.newContext({ baseURL: server.url });
  expect((await context.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
  const csrf = (await context.storageState()).cookies.find((c) => c.name === 'csrf-token')?.value ?? '';
  const res = await context.post('/api/admin/users', {
    data: { ...account, role, currentPassword: ADMIN.password },
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
  });
  expect(res.status(), await res.text()).toBe(201);
  await context.dispose();
  return account;
}

/** Turns two-factor sign-in on for `account` over HTTP, as its owner would on the account screen. */
async function turnOnTwoFactor(account: Credentials) {
  const context = await playwrightRequest.newContext({ baseURL: server.url });
  expect((await context.post('/api/admin/login', { data: account })).status()).toBe(200);
  const csrf = (await context.storageState()).cookies.find((c) => c.name === 'csrf-token')?.value ?? '';
  const headers = { 'X-CSRF-Token': decodeURIComponent(csrf) };
  const setup = await context.post('/api/admin/account/two-factor/setup', { headers });
  const { secret } = (await setup.json()) as { secret: string };
  const code = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  }).generate();
  const on = await context.post('/api/admin/account/two-factor/enable', {
    data: { code, currentPassword: account.password },
    headers,
  });
  expect(on.status(), await on.text()).toBe(200);
  await context.dispose();
}

/** The link of the newest invitation delivered to `email`. */
async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = smtp.received.findLast((m) => m.envelope.to.includes(email));
        link = mail?.parsed.text?.match(/\/admin\/invite\/\S+/)?.[0];
        return Boolean(link);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return link!;
}

/** The navigation's links, as a role sees them. */
const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link');

async function openNav(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
}

test('an editor must set up two-factor sign-in first, then signs in with a code or a recovery code @phone', async ({
  page,
  isMobile,
  consoleGuard,
}) => {
  // Four sign-ins and two password confirmations, on top of the account's own hash.
  test.setTimeout(await timeFor({ bcryptRuns: 10 }));
  // 400: the wrong codes; 403: the screens before the set-up; 401: a dashboard read overtaken by a
  // sign-out.
  consoleGuard.allow(/status of (400|401|403)/);
  const editor = await createAccount('editor');

  // Editors must use two-factor sign-in here: the area takes them to its set-up, and nowhere else.
  await signIn(page, editor);
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await page.goto(url('/admin/blog'));
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = (await page.locator('main code').innerText()).replace(/\s/g, '');
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

  await page.getByLabel('Authentication code').fill('000000');
  await page.getByLabel('Your current password').fill(editor.password);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('That code is not valid.')).toBeVisible();
  await page.getByLabel('Authentication code').fill(totp.generate());
  await page.getByLabel('Your current password').fill(editor.password);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = await codes.first().innerText();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // An editor's navigation: content and events, no supporter lists, no accounts.
  await openNav(page, isMobile);
  await expect(navLinks(page).filter({ hasText: 'Blog Posts' })).toBeVisible();
  await expect(navLinks(page).filter({ hasText: 'Volunteers' })).toHaveCount(0);
  await expect(navLinks(page).filter({ hasText: 'Users' })).toHaveCount(0);
  await openNav(page, isMobile);
  await signOut(page);

  // The next sign-in asks for a code after the password: the step after the one that turned it
  // on, since a code is never accepted twice and the server takes one step either side of now.
  await signIn(page, editor);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Authentication code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid.')).toBeVisible();
  await page.getByLabel('Authentication code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('banner').getByText(editor.username)).toBeVisible();
  await signOut(page);

  // A recovery code works once in place of the app's code.
  await signIn(page, editor);
  await page.getByLabel('Authentication code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(url('/admin/settings'));
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByText('9 recovery codes left.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an invited person chooses their own username and password, and the link works once @phone', async ({
  page,
  browser,
  isMobile,
  consoleGuard,
}) => {
  // Sign-ins, the invitation's password: about 6 bcrypt runs.
  test.setTimeout(await timeFor({ bcryptRuns: 6 }));
  consoleGuard.allow(/status of 400/);
  const email = `${unique('invited')}@campaign.example`;

  // The admin invites by e-mail from Users.
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(url('/admin/users'));
  const invite = page.getByRole('region', { name: 'Invite by e-mail' });
  await invite.getByLabel('Email').fill('not-an-address');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Please enter a valid email address')).toBeVisible();
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption('moderator');
  await expect(invite.getByText('Endorsements, stories, contact messages')).toBeVisible();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Invitation sent', `An invitation is on its way to ${email}.`);
  const open = page.getByRole('list', { name: 'Open invitations' });
  await expect(open.getByText(email, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The invited person, in a browser of their own, chooses a username and password.
  const link = await invitationLink(email);
  const invitee = await browser.newContext(isMobile ? PHONE : {});
  const inviteePage = await invitee.newPage();
  const inviteeErrors: string[] = [];
  inviteePage.on('console', (m) => {
    if (m.type() === 'error') inviteeErrors.push(m.text());
  });
  await inviteePage.goto(url(link));
  await expect(inviteePage.getByRole('heading', { name: 'Join the campaign team' })).toBeVisible();
  await expectNoAxeViolations(inviteePage);
  const moderator: Credentials = { username: unique('mod'), password: PASSWORD };
  await inviteePage.getByLabel('Username').fill(moderator.username);
  await inviteePage.getByLabel('Password', { exact: true }).fill('short');
  await inviteePage.getByLabel('Confirm Password').fill('other');
  await inviteePage.getByRole('button', { name: 'Create account' }).click();
  await expect(inviteePage.getByText('Password must be at least 12 characters long')).toBeVisible();
  await expect(inviteePage.getByText("Passwords don't match")).toBeVisible();
  await inviteePage.getByLabel('Password', { exact: true }).fill(moderator.password);
  await inviteePage.getByLabel('Confirm Password').fill(moderator.password);
  await inviteePage.getByRole('button', { name: 'Create account' }).click();
  await expect(inviteePage).toHaveURL(/\/admin\/dashboard$/);
  await expect(inviteePage.getByRole('banner').getByText(moderator.username)).toBeVisible();
  await expect(inviteePage.getByRole('banner').getByText('moderator')).toBeVisible();
  await invitee.close();
  expect(inviteeErrors, "errors in the invited person's console").toEqual([]);

  // The admin's Users screen shows the new account with its role and address; the invitation is used.
  await page.reload();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: moderator.username }) });
  await expect(row.getByRole('cell', { name: 'Moderator', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: email })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'No', exact: true })).toBeVisible();
  await expect(open.getByText(email, { exact: true })).toHaveCount(0);

  // The link worked once.
  await signOut(page);
  await page.goto(url(link));
  await page.getByLabel('Username').fill(unique('again'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(INVITATION_INVALID)).toBeVisible();
});

test("an admin revokes an invitation, changes a role and turns off a lost phone's two-factor, behind the password @phone", async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(await timeFor({ bcryptRuns: 8 }));
  consoleGuard.allow(/status of 400/);
  const staffer = await createAccount('viewer');
  await turnOnTwoFactor(staffer);
  const email = `${unique('revoked')}@campaign.example`;
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(url('/admin/users'));
  const invite = page.getByRole('region', { name: 'Invite by e-mail' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Invitation sent');
  // Delivered first: a message still queued when its invitation is revoked is never sent.
  const link = await invitationLink(email);
  await page.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
  await expectToast(page, 'Invitation revoked', `The link sent to ${email} no longer works.`);
  await expect(
    page.getByRole('list', { name: 'Open invitations' }).getByText(email, { exact: true }),
  ).toHaveCount(0);

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: staffer.username }) });
  await row.getByRole('button', { name: `Change ${staffer.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change ${staffer.username}` });
  await dialog.getByLabel('Role').selectOption('moderator');
  await expect(dialog.getByText('Endorsements, stories, contact messages')).toBeVisible();
  await dialog.getByLabel('Your current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await dialog.getByLabel('Your current password').fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Account updated', `${staffer.username} is now Moderator.`);
  await expect(row.getByRole('cell', { name: 'Moderator', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Their phone and recovery codes are lost: the admin turns two-factor off for them.
  await expect(row.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Change ${staffer.username}` }).click();
  await dialog.getByLabel('Turn off two-factor sign-in').check();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Your current password').fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(
    page,
    'Account updated',
    `${staffer.username} is now Moderator. Two-factor sign-in is off.`,
  );
  await expect(row.getByRole('cell', { name: 'No', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Change ${staffer.username}` }).click();
  await expect(dialog.getByLabel('Turn off two-factor sign-in')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The link of the revoked invitation says so.
  await page.goto(url(link));
  await page.getByLabel('Username').fill(unique('late'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(INVITATION_INVALID)).toBeVisible();
});

test("a moderator's and a coordinator's navigation list only their screens; a direct link shows the message @phone", async ({
  page,
  isMobile,
  consoleGuard,
}) => {
  test.setTimeout(await timeFor({ bcryptRuns: 8 }));
  consoleGuard.allow(/status of 403/);
  const moderator = await createAccount('moderator');
  const coordinator = await createAccount('coordinator');

  await signIn(page, moderator);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openNav(page, isMobile);
  await expect(navLinks(page)).toHaveText([
    ADMIN_HOME.label,
    'Volunteers',
    'Testimonials',
    'Endorsements',
    'Contact Messages',
    'Newsletter Subscribers',
    'Admin Settings',
  ]);
  await expectNoAxeViolations(page);
  // The dashboard's cards follow the role too.
  const manage = page.getByRole('region', { name: 'Manage' });
  await expect(manage.getByRole('link', { name: /Endorsements/ })).toBeVisible();
  await expect(manage.getByRole('link', { name: /Blog Posts/ })).toHaveCount(0);
  // A moderator reads the volunteers but downloads no list of people.
  await page.goto(url('/admin/volunteers'));
  await expect(page.getByRole('heading', { level: 1, name: /Volunteers/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Export/ })).toHaveCount(0);
  for (const screen of ['/admin/blog', '/admin/users', '/admin/outbox']) {
    await page.goto(url(screen));
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText(FORBIDDEN_MESSAGE)).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await signOut(page);

  await signIn(page, coordinator);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openNav(page, isMobile);
  const expected = [
    ADMIN_HOME.label,
    ...adminNavSections(ADMIN_NAV_ITEMS, 'coordinator').flatMap((s) => s.items.map((i) => i.label)),
  ];
  await expect(navLinks(page)).toHaveText(expected);
  expect(expected).not.toContain('Volunteers');
  await expectNoAxeViolations(page);
  await page.goto(url('/admin/volunteers'));
  await expect(page.getByText(FORBIDDEN_MESSAGE)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
