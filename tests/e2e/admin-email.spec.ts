import { E2E_SMTP_PORT } from '../../playwright.config';
import {
  E2E_ADMIN,
  expect,
  expectNoAxeViolations,
  expectToast,
  signIn,
  signInAt,
  test,
  unique,
} from './helpers/admin-ui';

// The Settings E-mail card and the Outbox on the end-to-end server. Its SMTP_URL points at the SMTP
// server of the opt-in test (newsletter-opt-in.spec.ts), which listens only while that test runs:
// a message is sent then, or waits in the queue for its next try. Held messages (no SMTP_URL) are
// covered over HTTP (tests/integration/mail/admin-mail-delivery.test.ts, mail-sender.test.ts).

test.describe('e-mail administration', () => {
  test('the E-mail card sets the address and alerts, and queues a test message shown in the Outbox', async ({
    page,
  }) => {
    const address = `${unique('staff')}@campaign.example`;
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Admin Settings' })
      .click();
    const card = page.getByRole('region', { name: 'E-mail' });
    await expect(card.getByText(`Configured: 127.0.0.1:${E2E_SMTP_PORT}`)).toBeVisible();
    await expect(card.getByText('Jordan Ellis for President <info@ellisforpresident.org>')).toBeVisible();

    // Changing the address needs the current password.
    await card.getByLabel('Your e-mail address').fill(address);
    await card.getByRole('button', { name: 'Save address' }).click();
    await expect(card.getByText('Current password is required')).toBeVisible();
    await card.getByLabel('Current password (to change the address)').fill(E2E_ADMIN.password);
    await card.getByRole('button', { name: 'Save address' }).click();
    await expectToast(page, 'Email saved', `Alerts go to ${address}.`);

    await card.getByLabel('New volunteers').selectOption('instant');
    await card.getByLabel('Contact messages').selectOption('daily');
    await card.getByRole('button', { name: 'Save alerts' }).click();
    await expectToast(page, 'Alerts saved');
    await page.reload();
    await expect(page.getByRole('region', { name: 'E-mail' }).getByLabel('New volunteers')).toHaveValue(
      'instant',
    );

    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await expect(
      page.getByText(`A test e-mail to ${address} is in the Outbox and on its way.`),
    ).toBeVisible();

    await page.goto('/admin/outbox');
    await expect(page.getByText('No mail server is configured.')).toHaveCount(0);
    await page.getByLabel('Search').fill(address);
    await expect(page).toHaveURL(/q=/);
    // The address gets instant alerts too: volunteers other tests sign up meanwhile add rows of
    // their own to it, so the test message's row is found by its subject as well.
    const row = page
      .getByRole('row')
      .filter({ hasText: address })
      .filter({ hasText: 'Test e-mail from the campaign website' });
    await expect(row).toHaveCount(1);
    // The sender tries it within a second or so: sent, or queued for a later try when nothing listens.
    // Its status can change between the read and the filter (the opt-in test's SMTP server starts
    // listening in another worker, and the row leaves the Queued list), so each try starts again from
    // the unfiltered list, reads the status, filters by it and opens the message.
    const search = new URL(page.url()).search;
    await expect(async () => {
      await page.goto(`/admin/outbox${search}`);
      const status = (await row.getByText(/^(Queued|Sent)$/).textContent({ timeout: 1000 })) ?? '';
      expect(status).not.toBe('');
      await page.getByLabel('Filter by status').selectOption(status.toLowerCase());
      await expect(page).toHaveURL(new RegExp(`status=${status.toLowerCase()}`), { timeout: 1000 });
      await row.getByRole('button', { name: /View message/ }).click({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    const message = page.getByRole('region', { name: /Message #/ });
    await expect(message.getByText(address)).toBeVisible();
    const frame = page.frameLocator('iframe[title^="HTML part"]');
    await expect(frame.getByRole('heading', { name: 'Your test e-mail arrived' })).toBeVisible();
    await expect(page.locator('iframe[title^="HTML part"]')).toHaveAttribute('sandbox', '');
    // The message's own HTML is the e-mail's, not the admin screen's (and axe cannot enter the sandbox).
    await expectNoAxeViolations(page, ['iframe[sandbox]']);
    await message.getByRole('button', { name: 'Close message' }).click();
    await expect(message).toHaveCount(0);
  });

  test('the Outbox and the Settings card have no axe violations @phone', async ({ page, request }) => {
    // A message to show, whatever ran before: a sign-up's confirmation, to an address of its own. Not
    // a test e-mail, which goes to the shared admin's address: the test above sets that address and
    // counts the test e-mails to it, in another worker at the same moment.
    const signup = await request.post('/api/newsletter', { data: { email: `${unique('axe')}@example.org` } });
    expect(signup.ok()).toBe(true);
    await signInAt(page, '/admin/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto('/admin/settings');
    await expect(page.getByRole('button', { name: 'Save alerts' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the forgot and reset password screens have no axe violations @phone', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/400/);
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(`${unique('nobody')}@campaign.example`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('If that address belongs to an admin, a reset link is on its way.'),
    ).toBeVisible();

    await page.goto('/admin/reset-password/1.not-a-real-token');
    await page.getByLabel('New Password', { exact: true }).fill('Fearless-Council-2028');
    await page.getByLabel('Confirm New Password').fill('Fearless-Council-2028');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(/This reset link is invalid or has expired/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
