import type { Page } from '@playwright/test';
import { campaign, candidate } from '../../shared/content/campaign';
import { expect, test } from './fixtures';

// The first paint written into index.html (client/app-shell.ts): on screen before any script runs,
// in the very place React's announcement bar and header draw the same things, and gone once React
// has rendered. The admin area's HTML does not carry it.

const brandName = (page: Page) => page.getByText(candidate.fullName, { exact: true }).first();

async function shellBox(page: Page, path: string) {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(path);
  await expect(page.getByText(campaign.slogan)).toBeVisible();
  const box = await brandName(page).boundingBox();
  await page.unroute('**/*.js');
  return box;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('shows the campaign before the scripts run, where the header then draws it', async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(/Failed to load resource: net::ERR_FAILED .*\.js\)$/);
      const before = await shellBox(page, '/updates');
      expect(before).not.toBeNull();

      await page.goto('/updates');
      await expect(
        page
          .getByRole('navigation', { name: 'Main' })
          .or(page.getByRole('button', { name: 'Menu' }))
          .first(),
      ).toBeVisible();
      await expect(page.locator('#root > [aria-hidden="true"]')).toHaveCount(0);
      const after = await page
        .getByRole('link', { name: /^Jordan Ellis for / })
        .getByText(candidate.fullName)
        .boundingBox();
      expect(after).not.toBeNull();
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(after![key] - before![key]), key).toBeLessThanOrEqual(1);
    });
  });
}

test('leaves the admin area’s HTML without the public site’s first paint', async ({ request }) => {
  const admin = await (await request.get('/admin/login')).text();
  expect(admin).not.toContain(campaign.slogan);
  const updates = await (await request.get('/updates')).text();
  expect(updates).toContain(campaign.slogan);
});
