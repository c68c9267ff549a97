import {
  ADMIN_SCREENS,
  adminApi,
  expect,
  expectNoAxeViolations,
  signIn,
  submitEndorsement,
  test,
  unique,
} from './helpers/admin-ui';
import { timeFor } from './helpers/time-budget';

test.describe('admin accessibility', () => {
  test('the login screen has no axe violations @phone', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // Axe on every admin screen, in parts that run side by side (fullyParallel): one sweep took
  // 50-90 s in a single worker and ended the browser run with the others idle.
  const SWEEP_PARTS = 4;
  for (let part = 0; part < SWEEP_PARTS; part += 1) {
    const screens = ADMIN_SCREENS.filter((_, i) => i % SWEEP_PARTS === part);
    test(`signed-in admin screens ${part + 1} of ${SWEEP_PARTS} have no axe violations @phone`, async ({
      page,
      request,
    }) => {
      // 25 s for a quarter of the screens on a quiet machine, scaled to this one as it is now.
      test.setTimeout(await timeFor({ bcryptRuns: 2, baseMs: 25_000 + 4_000 * screens.length }));
      // Every list holds at least one card, so the cards are checked and not only the empty states.
      const email = `${unique('a11y')}@example.org`;
      await submitEndorsement(request, unique('Axe Endorser'), 'Checked for accessibility.');
      const submissions = [
        ['/api/testimonials', { name: 'Axe Teller', email, story: 'A story.', website: '' }],
        ['/api/volunteers', { firstName: 'Axe', lastName: 'Helper', email, helpType: 'other' }],
        [
          '/api/contacts',
          { firstName: 'Axe', lastName: 'Writer', email, subject: 'Hello', message: 'A message.' },
        ],
        ['/api/newsletter', { email }],
      ] as const;
      for (const [url, data] of submissions) expect((await request.post(url, { data })).ok()).toBe(true);
      await signIn(page);
      for (const path of screens) {
        // Within the signed-in app, as the navigation moves (a full load of the admin's scripts per
        // screen is what most of a sweep's time went to); the first paint has tests of its own.
        await page.evaluate((to) => window.history.pushState(null, '', to), path);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');
        await expectNoAxeViolations(page);
      }
    });
  }

  test('the blog editor and the delete dialog have no axe violations', async ({ page }) => {
    const title = unique('Accessible Post');
    await signIn(page);
    const api = await adminApi(page);
    const created = await api.post('/api/admin/posts', {
      title,
      excerpt: 'An excerpt.',
      content: 'Some **markdown** text.',
      category: 'Campaign Updates',
      tags: ['access'],
      status: 'published',
      publishedAt: null,
    });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };

    await page.goto(`/admin/blog/edit/${slug}`);
    await expect(page.getByRole('region', { name: 'Live preview' }).locator('strong')).toHaveText('markdown');
    await expectNoAxeViolations(page);

    await page.goto('/admin/blog');
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Blog Post' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
