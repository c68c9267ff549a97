import type { Page } from '@playwright/test';
import {
  adminApi,
  E2E_ADMIN,
  expect,
  expectNoAxeViolations,
  expectToast,
  signIn,
  signInAt,
  test,
  unique,
  type Credentials,
} from './helpers/admin-ui';
import { timeFor } from './helpers/time-budget';

const NEW_PASSWORD = 'Str0ng-Passw0rd!';

async function changePassword(page: Page, current: string, next: string, confirm = next) {
  await page.getByLabel('Current Password', { exact: true }).fill(current);
  await page.getByLabel('New Password', { exact: true }).fill(next);
  await page.getByLabel('Confirm New Password').fill(confirm);
  await page.getByRole('button', { name: 'Change Password' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test.describe('admin settings', () => {
  test('the change-password form shows each rule on its field', async ({ page }) => {
    await signIn(page);
    await page.getByRole('main').locator('a[href="/admin/settings"]').click();
    await changePassword(page, '', 'short', 'different');
    await expect(page.getByText('Current password is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 12 characters long')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByLabel('Confirm New Password')).toHaveAttribute('aria-invalid', 'true');

    await changePassword(page, 'anything', 'alllowercase1!', 'alllowercase1!');
    await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();
  });

  test('a new admin signs in, changes their password and only the new one works afterwards', async ({
    page,
    consoleGuard,
  }) => {
    // Sign-ins, password checks and new hashes: about 14 bcrypt runs on the server.
    test.setTimeout(await timeFor({ bcryptRuns: 14 }));
    consoleGuard.allow(/status of (400|401|409)/);
    const newcomer: Credentials = { username: unique('staffer'), password: 'first-pass-123' };

    await signInAt(page, '/admin/users');
    const addAdmin = page.getByRole('region', { name: 'Add Admin' });
    await addAdmin.getByLabel('Username').fill(newcomer.username);
    await addAdmin.getByLabel('Password', { exact: true }).fill('short');
    await addAdmin.getByRole('button', { name: 'Add Admin' }).click();
    await expect(addAdmin.getByText('Password must be at least 8 characters')).toBeVisible();

    await addAdmin.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await addAdmin.getByRole('button', { name: 'Add Admin' }).click();
    await expect(addAdmin.getByText('Current password is required')).toBeVisible();
    await addAdmin.getByLabel('Your current password').fill('not-my-password');
    await addAdmin.getByRole('button', { name: 'Add Admin' }).click();
    await expect(addAdmin.getByText('Current password is incorrect')).toBeVisible();
    await addAdmin.getByLabel('Password', { exact: true }).fill('password123');
    await addAdmin.getByLabel('Your current password').fill(E2E_ADMIN.password);
    await addAdmin.getByRole('button', { name: 'Add Admin' }).click();
    await expect(addAdmin.getByText('This password is too common')).toBeVisible();
    await addAdmin.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await addAdmin.getByRole('button', { name: 'Add Admin' }).click();
    await expectToast(page, 'Admin added', `${newcomer.username} can now sign in to the admin area.`);
    await expect(addAdmin.getByLabel('Username')).toHaveValue('');

    await expect(page.getByRole('rowheader', { name: newcomer.username })).toBeVisible();
    await addAdmin.getByLabel('Username').fill(newcomer.username);
    await addAdmin.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await addAdmin.getByLabel('Your current password').fill(E2E_ADMIN.password);
    await addAdmin.getByRole('button', { name: 'Add Admin' }).click();
    await expect(addAdmin.getByText('That username is already taken.')).toBeVisible();

    await signOut(page);
    await signIn(page, newcomer);
    await expect(page.getByRole('banner').getByText(newcomer.username)).toBeVisible();
    await page.goto('/admin/settings');
    await changePassword(page, 'not-my-password', NEW_PASSWORD);
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    await expect(page.getByLabel('Current Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await changePassword(page, newcomer.password, NEW_PASSWORD);
    await expectToast(page, 'Password updated', 'Your password has been changed successfully.');
    await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');

    await signOut(page);
    await page.getByLabel('Username').fill(newcomer.username);
    await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
    // Each sign-in is a cost-12 bcrypt comparison: seconds on a loaded machine, so wait for the answer.
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/admin/login'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await answered;
    await expectToast(page, 'Login failed', 'Invalid username or password.');
    await signIn(page, { username: newcomer.username, password: NEW_PASSWORD });
  });

  test('lists the admins and disables one behind a password confirmation; the audit trail shows it', async ({
    page,
    browser,
    consoleGuard,
  }) => {
    // Three sign-ins, a new admin (hash and confirmation) and two confirmations: 7 bcrypt runs.
    test.setTimeout(await timeFor({ bcryptRuns: 7 }));
    consoleGuard.allow(/status of (400|401)/);
    const staffer = await createAdmin(page);
    const elsewhere = await browser.newContext();
    const stafferPage = await elsewhere.newPage();
    await signIn(stafferPage, staffer);

    await page.goto('/admin/users');
    const admins = page.getByRole('region', { name: 'Admins' });
    const row = admins
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: staffer.username }) });
    await expect(row.getByText('Active')).toBeVisible();
    // No button to disable yourself.
    const mine = admins.getByRole('row').filter({ hasText: `${E2E_ADMIN.username} (you)` });
    await expect(mine.getByRole('button')).toHaveCount(0);

    await row.getByRole('button', { name: `Disable ${staffer.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Disable ${staffer.username}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Your current password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Disable Admin' }).click();
    await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
    await dialog.getByLabel('Your current password').fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: 'Disable Admin' }).click();
    await expectToast(page, 'Admin disabled', `${staffer.username} is signed out and can no longer sign in.`);
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Disabled')).toBeVisible();
    await expectNoAxeViolations(page);

    // Their open session is over at once.
    expect((await stafferPage.request.get('/api/admin/session')).status()).toBe(401);
    await elsewhere.close();

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
    const entry = page.getByRole('row').filter({ hasText: 'Disabled admin' }).first();
    await expect(entry).toContainText(staffer.username);
    await expect(entry).toContainText(E2E_ADMIN.username);
    await expectNoAxeViolations(page);
  });

  test('"Sign out other sessions" ends the same admin\'s session in another browser', async ({
    page,
    browser,
    consoleGuard,
  }) => {
    test.setTimeout(await timeFor({ bcryptRuns: 6 }));
    consoleGuard.allow(/status of 401/);
    // A fresh admin, so that parallel tests signed in as the e2e admin keep their sessions.
    const staffer = await createAdmin(page);
    const laptop = await browser.newContext();
    const laptopPage = await laptop.newPage();
    await signIn(laptopPage, staffer);
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signInAt(page, '/admin/settings', staffer);
    await page.getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(page.getByText('Signed out 1 other session.')).toBeVisible();
    expect((await laptopPage.request.get('/api/admin/session')).status()).toBe(401);
    expect((await page.request.get('/api/admin/session')).status()).toBe(200);
    await laptop.close();
  });
});

/** A new admin, added through the API as the e2e admin. */
async function createAdmin(page: Page): Promise<Credentials> {
  const staffer: Credentials = { username: unique('staffer'), password: 'Organize-The-Floor-9' };
  await signIn(page);
  const res = await (
    await adminApi(page)
  ).post('/api/admin/users', {
    ...staffer,
    currentPassword: E2E_ADMIN.password,
  });
  expect(res.status()).toBe(201);
  return staffer;
}
