import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectToast, signInAt, test, unique } from './helpers/admin-ui';

// CONTRACT section 17 in the browser: a visit that lands from a campaign link, reads two pages and
// signs up is seen by staff under that campaign, and no public page sets a cookie. The headless
// browser names itself HeadlessChrome, which the beacon rightly counts as a bot: these visitors
// carry an ordinary Chrome user agent, as people's browsers do.
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
test.use({ userAgent: CHROME });

/** Waits for the beacon of the page just opened. */
const viewed = (page: Page, path: string) =>
  page.waitForRequest(
    (req) => req.url().endsWith('/api/hit') && req.postData()?.includes(`"path":"${path}"`) === true,
  );

test.describe('where supporters come from', () => {
  test('a visit from a campaign link, two pages and a sign-up show under that campaign', async ({
    page,
    browser,
  }) => {
    const campaign = unique('caucus');
    const email = `${campaign}@example.org`;
    const visitor = await browser.newContext({ userAgent: CHROME });
    const tab = await visitor.newPage();
    const landed = viewed(tab, '/');
    await tab.goto(`/?utm_campaign=${campaign}&utm_source=flyer`);
    await landed;
    const vision = viewed(tab, '/vision');
    await tab.goto('/vision');
    await vision;
    const involved = viewed(tab, '/get-involved');
    await tab.getByRole('link', { name: 'Get Involved' }).first().click();
    await involved;

    const form = tab.getByRole('form', { name: 'Join the Team' });
    await form.getByLabel('First Name').fill('Casey');
    await form.getByLabel('Last Name').fill('Flyer');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('How would you like to help?').selectOption({ label: 'Canvassing' });
    const sent = tab.waitForRequest('**/api/volunteers');
    await form.getByRole('button', { name: 'Join the Team' }).click();
    const body = (await sent).postDataJSON() as { attribution: Record<string, string> };
    expect(body.attribution).toMatchObject({
      landingPath: '/',
      utmCampaign: campaign,
      utmSource: 'flyer',
      formPath: '/get-involved',
    });
    await expectToast(tab, 'Welcome to the team!', 'Thank you for volunteering. We will contact you soon.');
    // No cookie from any public page: the visit lives in the tab's session storage only.
    expect(await visitor.cookies()).toEqual([]);
    await visitor.close();

    await signInAt(page, '/admin/analytics?days=7');
    const campaigns = page.getByRole('table', { name: 'Campaigns' });
    await expect(campaigns.getByRole('row', { name: campaign })).toContainText(`${campaign}11`);
    const pages = page.getByRole('table', { name: 'Pages' });
    await expect(pages.getByRole('rowheader', { name: '/vision', exact: true })).toBeVisible();
    await expect(pages.getByRole('rowheader', { name: '/get-involved', exact: true })).toBeVisible();

    await page.goto('/admin/volunteers');
    await page.getByLabel('Search').fill(email);
    await expect(page.getByText(`Came from flyer · campaign ${campaign} · landed on /`)).toBeVisible();
  });

  test('no public page sets a cookie @phone', async ({ page, context }) => {
    for (const path of ['/', '/updates', '/events', '/get-involved', '/privacy', '/vision?utm_source=x']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
    }
    expect(await context.cookies()).toEqual([]);
    await page.goto('/privacy');
    await expect(page.getByText(/We count visits on our own server, with no cookie/)).toBeVisible();
  });

  test('the analytics screen offers 7, 30 and 90 days and is accessible @phone', async ({ page }) => {
    await signInAt(page, '/admin/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '7 days' }).click();
    await expect(page).toHaveURL(/days=7/);
    await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table', { name: 'Visitors, views and sign-ups by day' })).toBeAttached();
    await expectNoAxeViolations(page);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Visitors, last 7 days' })).toBeVisible();
  });
});
