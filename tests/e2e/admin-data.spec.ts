import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signIn, test, unique } from './helpers/admin-ui';

/** The attribution columns every people export ends with (CONTRACT section 17). */
const ORIGIN = 'landing_page,referrer,ref,utm_source,utm_medium,utm_campaign';

async function downloadCsv(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Export (CSV|[\d,]+ matching [A-Za-z]+)$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
}

test.describe('admin people lists and exports', () => {
  test('volunteers are counted, filtered by help type and exported as CSV', async ({ page, request }) => {
    const first = unique('Vol');
    const email = `${first.toLowerCase()}@example.org`;
    const res = await request.post('/api/volunteers', {
      data: { firstName: first, lastName: 'Canvasser', email, phone: '555-0100', helpType: 'canvassing' },
    });
    expect(res.status()).toBe(201);

    await signIn(page);
    await page.getByRole('main').locator('a[href="/admin/volunteers"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Volunteers' })).toBeVisible();
    for (const label of ['Total Volunteers', 'Phone Banking', 'Canvassing', 'With Phone Number']) {
      await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    const volunteer = page.getByRole('listitem').filter({ hasText: email });
    await expect(volunteer.getByRole('heading', { name: `${first} Canvasser` })).toBeVisible();
    await expect(volunteer.getByText('555-0100')).toBeVisible();
    await expect(volunteer.getByText('Canvassing', { exact: true })).toBeVisible();

    await page.getByLabel('Filter by help type').selectOption('phone-banking');
    await expect(page.getByText(email)).toHaveCount(0);
    await page.getByLabel('Filter by help type').selectOption('canvassing');
    await expect(page.getByText(email)).toBeVisible();

    const lines = await downloadCsv(page);
    expect(lines[0]).toBe(`id,firstName,lastName,email,phone,helpType,createdAt,${ORIGIN}`);
    expect(lines.some((line) => line.includes(email))).toBe(true);
  });

  test('contact messages are listed with sender and subject, and exported as CSV', async ({
    page,
    request,
  }) => {
    const subject = unique('Question about dues');
    const res = await request.post('/api/contacts', {
      data: {
        firstName: 'Casey',
        lastName: 'Writer',
        email: 'casey@example.org',
        subject,
        message: 'When is the vote?',
      },
    });
    expect(res.status()).toBe(201);

    await signIn(page);
    await page.getByRole('main').locator('a[href="/admin/contacts"]').click();
    const message = page.getByRole('article', { name: subject });
    await expect(message.getByText('From Casey Writer')).toBeVisible();
    await expect(message.getByText('casey@example.org')).toBeVisible();
    await expect(message.getByText('When is the vote?')).toBeVisible();

    const lines = await downloadCsv(page);
    expect(lines[0]).toBe(`id,firstName,lastName,email,subject,message,createdAt,${ORIGIN}`);
  });

  test('newsletter subscribers are listed and exported as CSV', async ({ page, request }) => {
    const email = `${unique('reader')}@example.org`;
    expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(201);

    await signIn(page);
    await page.getByRole('main').locator('a[href="/admin/newsletter"]').click();
    await expect(page.getByRole('cell', { name: email })).toBeVisible();

    const lines = await downloadCsv(page);
    expect(lines[0]).toBe(`id,email,status,createdAt,${ORIGIN}`);
    expect(lines.some((line) => line.includes(email))).toBe(true);
  });

  test('the CSV export refuses a signed-out request', async ({ request }) => {
    expect((await request.get('/api/admin/export/volunteers.csv')).status()).toBe(401);
  });
});
