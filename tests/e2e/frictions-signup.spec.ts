import { expect, expectNoAxeViolations, expectToast, test, unique } from './helpers/admin-ui';

// Issue 35, point 2: a newsletter sign-up people find, in every page's footer and on Home, with
// one lasting line that a confirmation is on its way. Desktop and phone (@phone), with axe.

test('the footer of any page signs up, and every form then says to check the inbox @phone', async ({
  page,
}) => {
  await page.goto('/vision');
  const footer = page.getByRole('contentinfo');
  // The form's code loads as its place comes near the screen.
  await footer.getByRole('heading', { name: 'Get campaign updates by e-mail' }).scrollIntoViewIfNeeded();
  const form = footer.getByRole('form', { name: 'Get campaign updates by e-mail' });
  await form.getByLabel('Your e-mail').fill(`${unique('footer')}@example.org`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Thank you for subscribing!', "You'll receive campaign updates in your inbox.");
  await expect(form).toHaveCount(0);
  await expect(footer.getByRole('status')).toContainText('Check your inbox');
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await expectNoAxeViolations(page);
  // Another page of the same visit says the same instead of asking again.
  await page.goto('/updates');
  await expect(page.getByRole('form', { name: 'Stay Updated' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' }).first()).toBeVisible();
});

test('Home holds a newsletter sign-up @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Stay Updated' }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Stay Updated' });
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expectNoAxeViolations(page);
});
