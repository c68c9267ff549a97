import { ADMIN_SCREENS, E2E_ADMIN, expect, expectToast, signIn, test } from './helpers/admin-ui';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Ends this browser's session on the server, as signing out in another tab or an admin being
 * disabled would. Clearing the browser's cookies is no stand-in: an answer still on its way sets
 * the session cookie again, and the session lives on.
 */
async function endSessionOnServer(page: Page, context: BrowserContext): Promise<void> {
  const csrf = (await context.cookies()).find((c) => c.name === 'csrf-token')?.value ?? '';
  const res = await page.request.post('/api/admin/logout', { headers: { 'X-CSRF-Token': csrf } });
  expect(res.status()).toBe(200);
}

test.describe('admin sign-in and session', () => {
  test('every admin screen sends a signed-out visitor to the login page', async ({ page }) => {
    for (const path of ['/admin', ...ADMIN_SCREENS, '/admin/blog/edit/any-post']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    }
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');
  });

  test('the login form shows each rule on its field and calls no server until both pass @phone', async ({
    page,
  }) => {
    const loginCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/admin/login')) loginCalls.push(req.url());
    });
    await page.goto('/admin/login');
    await expect(
      page.getByText('For security, sign-in is limited to 5 failed attempts per 15 minutes.'),
    ).toBeVisible();

    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(loginCalls).toEqual([]);
  });

  test('the password toggle shows and hides what was typed', async ({ page }) => {
    await page.goto('/admin/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a wrong password is refused with a toast and no way into the dashboard', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 401/);
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expectToast(page, 'Login failed', 'Invalid username or password.');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('signing in opens the dashboard with the admin, the figures and the places to manage @phone', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expectToast(page, 'Login successful', 'Welcome to the admin dashboard!');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page).toHaveTitle(/Admin Dashboard/);
    const header = page.getByRole('banner');
    await expect(header.getByText(E2E_ADMIN.username, { exact: true })).toBeVisible();
    await expect(header.getByText('admin', { exact: true })).toBeVisible();
    for (const label of ['Total Volunteers', 'Pending Testimonials', 'Pending Endorsements', 'Blog Posts']) {
      await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(page.getByText('Need review')).toBeVisible();
    await expect(page.getByText('Need approval')).toBeVisible();
    for (const href of [
      'volunteers',
      'testimonials',
      'endorsements',
      'contacts',
      'newsletter',
      'blog',
      'audit',
      'settings',
    ]) {
      await expect(page.getByRole('main').locator(`a[href="/admin/${href}"]`)).toBeVisible();
    }
    const status = page.getByRole('region', { name: 'System Status' });
    await expect(status).toContainText('Authentication: Secure');
    await expect(status).toContainText('Rate limiting: Active');
    await expect(status).toContainText('Session: Encrypted');
  });

  test('a signed-in admin who is already in this tab skips the login form', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('Sign Out ends the server session and closes the admin area', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 401/);
    // The race a quick click can lose: the session check made on arrival is still on its way when
    // Sign Out ends the session, so it comes back 401. Held here until the logout has answered, it
    // always does; that 401 must not replace the sign-out's toast with "Signed out".
    let logoutAnswered!: () => void;
    const logout = new Promise<void>((resolve) => (logoutAnswered = resolve));
    const heldCheck = new Promise<void>((resolve) =>
      page.route('**/api/admin/session', async (route) => {
        resolve();
        await logout;
        await route.continue();
      }),
    );
    page.on('response', (res) => {
      if (res.url().endsWith('/api/admin/logout')) logoutAnswered();
    });
    await signIn(page);
    await heldCheck;
    const overtaken = page.waitForResponse((res) => res.url().endsWith('/api/admin/session'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    expect((await overtaken).status()).toBe(401);

    await expectToast(page, 'Logged out successfully', 'You have been safely logged out.');
    await page.unrouteAll({ behavior: 'wait' });
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get('/api/admin/session')).status()).toBe(401);
    await page.goto('/admin/volunteers');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an ended server session is noticed by the session check and leads back to login', async ({
    page,
    context,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 401/);
    await signIn(page);
    await endSessionOnServer(page, context);
    // The tab still remembers the admin; the check 100 ms after arrival asks the server.
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a list answered with 401 also leads back to login', async ({ page, context, consoleGuard }) => {
    consoleGuard.allow(/status of 401/);
    const firstCheck = page.waitForResponse((res) => res.url().endsWith('/api/admin/session'));
    await signIn(page);
    // Past the check made on arrival, the next one is minutes away: only the list's answer can tell.
    await firstCheck;
    await endSessionOnServer(page, context);
    await page.getByRole('navigation', { name: 'Admin' }).locator('a[href="/admin/volunteers"]').click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an unknown admin address shows Page Not Found', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
