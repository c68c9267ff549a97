import type { Page } from '@playwright/test';
import { expect, expectToast, signIn, test, unique, type Credentials } from './helpers/admin-ui';

const NEW_PASSWORD = 'Str0ng-Passw0rd!';

async function changePassword(page: Page, current: string, next: string, confirm = next) {
  await page.getByLabel('Current Password').fill(current);
  await page.getByLabel('New Password', { exact: true }).fill(next);
  await page.getByLabel('Confirm New Password').fill(confirm);
  await page.getByRole('button', { name: 'Change Password' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test.describe('admin settings', () => {
  test('the change-password form shows each rule on its field', async ({ page }) => {
    await signIn(page);
    await page.locator('a[href="/admin/settings"]').click();
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
    consoleGuard.allow(/status of (400|401|409)/);
    const newcomer: Credentials = { username: unique('staffer'), password: 'first-pass-123' };

    await signIn(page);
    await page.goto('/admin/settings');
    const addAdmin = page.getByRole('region', { name: 'Add Admin' });
    await addAdmin.getByLabel('Username').fill(newcomer.username);
    await addAdmin.getByLabel('Password', { exact: true }).fill('short');
    await addAdmin.getByRole('button', { name: 'Add Admin' }).click();
    await expect(addAdmin.getByText('Password must be at least 8 characters')).toBeVisible();

    await addAdmin.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await addAdmin.getByRole('button', { name: 'Add Admin' }).click();
    await expectToast(page, 'Admin added', `${newcomer.username} can now sign in to the admin area.`);
    await expect(addAdmin.getByLabel('Username')).toHaveValue('');

    await addAdmin.getByLabel('Username').fill(newcomer.username);
    await addAdmin.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await addAdmin.getByRole('button', { name: 'Add Admin' }).click();
    await expect(addAdmin.getByText('That username is already taken.')).toBeVisible();

    await signOut(page);
    await signIn(page, newcomer);
    await expect(page.getByRole('banner').getByText(newcomer.username)).toBeVisible();
    await page.goto('/admin/settings');
    await changePassword(page, 'not-my-password', NEW_PASSWORD);
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    await expect(page.getByLabel('Current Password')).toHaveAttribute('aria-invalid', 'true');

    await changePassword(page, newcomer.password, NEW_PASSWORD);
    await expectToast(page, 'Password updated', 'Your password has been changed successfully.');
    await expect(page.getByLabel('Current Password')).toHaveValue('');

    await signOut(page);
    await page.getByLabel('Username').fill(newcomer.username);
    await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login failed', 'Invalid username or password.');
    await signIn(page, { username: newcomer.username, password: NEW_PASSWORD });
  });
});
