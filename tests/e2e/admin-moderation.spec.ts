import type { Page } from '@playwright/test';
import { expect, expectToast, signIn, signInAt, submitEndorsement, test, unique } from './helpers/admin-ui';

const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('admin moderation', () => {
  test('an approved endorsement leaves Pending, shows under Approved and on the public page', async ({
    page,
    request,
  }) => {
    const name = unique('Approved Endorser');
    const text = `I endorse this team because of ${name}.`;
    await submitEndorsement(request, name, text);

    await signIn(page);
    await page.getByRole('main').locator('a[href="/admin/endorsements"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Endorsements' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    const pending = card(page, name);
    await expect(pending.getByText(text)).toBeVisible();
    await expect(pending.getByText('Local 101 Steward')).toBeVisible();
    await expect(pending.getByText('Pending', { exact: true })).toBeVisible();

    await pending.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Status Updated', 'Endorsement approved successfully.');
    await expect(card(page, name)).toHaveCount(0);

    await page.getByRole('tab', { name: 'Approved' }).click();
    const approved = card(page, name);
    await expect(approved.getByText('Approved', { exact: true })).toBeVisible();
    await expect(approved.getByRole('button')).toHaveCount(0);

    await page.goto('/endorsements');
    await expect(page.getByText(text)).toBeVisible();
  });

  test('a rejected endorsement is listed under Rejected and never published', async ({ page, request }) => {
    const name = unique('Rejected Endorser');
    await submitEndorsement(request, name, 'Please reject this one.');

    await signInAt(page, '/admin/endorsements');
    await card(page, name).getByRole('button', { name: 'Reject' }).click();
    await expectToast(page, 'Status Updated', 'Endorsement rejected successfully.');

    await page.getByRole('tab', { name: 'Rejected' }).click();
    await expect(card(page, name).getByText('Rejected', { exact: true })).toBeVisible();
    const approvedNames = (
      (await (await request.get('/api/endorsements/approved')).json()) as { name: string }[]
    ).map((e) => e.name);
    expect(approvedNames).not.toContain(name);
  });

  test('a submitted story is reviewed on the testimonials screen', async ({ page, request }) => {
    const name = unique('Story Teller');
    const res = await request.post('/api/testimonials', {
      data: {
        name,
        email: `${unique('teller')}@example.org`,
        title: 'Nurse',
        organization: 'Local 2',
        story: 'The union won my back pay.',
        website: '',
      },
    });
    expect(res.status()).toBe(201);

    await signIn(page);
    await page.getByRole('main').locator('a[href="/admin/testimonials"]').click();
    const pending = card(page, name);
    await expect(pending.getByText('Nurse, Local 2')).toBeVisible();
    await expect(pending.getByText('The union won my back pay.')).toBeVisible();
    await pending.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Status Updated', 'Testimonial approved successfully.');

    await page.getByRole('tab', { name: 'Approved' }).click();
    await expect(card(page, name)).toBeVisible();
  });

  test('status tabs follow the arrow keys and say when a list is empty', async ({ page }) => {
    await signInAt(page, '/admin/testimonials');
    const pendingTab = page.getByRole('tab', { name: 'Pending' });
    await pendingTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Approved' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
    // No test rejects a testimonial, so this list is always empty.
    await expect(page.getByRole('tabpanel')).toContainText('No rejected testimonials');
    await page.keyboard.press('Home');
    await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
  });
});
