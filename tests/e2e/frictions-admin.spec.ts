import { createPost, openAdminApi } from './helpers/admin-api';
import { expect, expectNoAxeViolations, expectToast, signInAt, test, unique } from './helpers/admin-ui';

// Issue 35, points 3 to 5 in the browser at desktop and phone (@phone), with axe: safer sends,
// state that tells the truth, and an admin for phones and first-time staff.

test('the newsletter dialog offers its own subject, preview text, a send time and a preview at two widths @phone', async ({
  page,
  baseURL,
}) => {
  const title = unique('Convention report');
  const api = await openAdminApi(baseURL!);
  await createPost(api, { title, publishedAt: '2024-03-08' });
  await api.dispose();
  await signInAt(page, '/admin/blog');
  const card = page.getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: 'Send as newsletter' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Subject').fill('Big news from the floor');
  await dialog.getByLabel('Preview text').fill('Three wins in a day');
  await expect(dialog.getByLabel('Send at (optional)')).toBeVisible();
  await expect(dialog.getByText('Big news from the floor', { exact: false }).last()).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('title', 'E-mail preview at 600 px');
  await dialog.getByRole('button', { name: 'Phone (390 px)' }).click();
  await expect(frame).toHaveAttribute('title', 'E-mail preview at 390 px');
  await expect(frame.contentFrame().getByRole('heading', { name: title })).toBeVisible();
  // axe cannot inject itself into the sandboxed preview (tests/e2e/helpers/axe.ts).
  await expectNoAxeViolations(page, ['iframe']);
});

test('an export says when it holds only the matching rows @phone', async ({ page, request }) => {
  const first = unique('Match');
  const email = `${first.toLowerCase()}@example.org`;
  const res = await request.post('/api/volunteers', {
    data: { firstName: first, lastName: 'Finder', email, helpType: 'canvassing' },
  });
  expect(res.status()).toBe(201);
  await signInAt(page, '/admin/volunteers');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  await page.getByLabel('Search').fill(first);
  await expect(page.getByRole('link', { name: 'Export 1 matching volunteer' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the Outbox shows times and readable kinds, one card per message on a phone @phone', async ({
  page,
  request,
}) => {
  const email = `${unique('outbox')}@example.org`;
  expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(201);
  await signInAt(page, `/admin/outbox?q=${encodeURIComponent(email)}`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Newsletter confirmation')).toBeVisible();
  await expect(row.getByText(/\d{1,2}:\d{2} (AM|PM)/)).toBeVisible();
  await expect(row.getByText('newsletter-confirm')).toHaveCount(0);
  // The address has the width of a line, not of one letter per line.
  const box = await row.getByText(email).boundingBox();
  expect(box!.width).toBeGreaterThan(200);
  await expectNoAxeViolations(page);
});

test('saving the settings leaves no false unsaved-changes warning @phone', async ({ page }) => {
  await signInAt(page, '/admin/site');
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  // The screenshot test's address: the newsletter's footer looks the same whichever runs first.
  await page.getByLabel(/Postal address/).fill('PO Box 1234, Springfield, IL 62701');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(page, 'Settings saved');
  await page.waitForTimeout(1500);
  await page.goto('/admin/pages');
  expect(dialogs).toEqual([]);
  await expect(page.getByRole('link', { name: /^Home/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the public pages tell the truth: no sideways scroll on /get-involved, this year in the footer @phone', async ({
  page,
}) => {
  await page.goto('/get-involved');
  await expect(page.getByRole('heading', { name: 'Join the Team' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Home's editor names its hero fields and points to the slogan; the toolbar draws its icons @phone", async ({
  page,
}) => {
  await signInAt(page, '/admin/pages/home');
  await expect(page.getByRole('heading', { name: 'Edit Page: Home' })).toBeVisible();
  await expect(page.getByLabel("Big headline (the candidate's name)")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Site settings (Slogan)' })).toHaveAttribute(
    'href',
    '/admin/site',
  );
  await page.goto('/admin/blog/new');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await expect(toolbar.getByRole('button', { name: 'Link' }).locator('svg')).toHaveCount(1);
  await expect(toolbar.getByRole('button', { name: 'Image' }).locator('svg')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
