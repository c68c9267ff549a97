import type { Page } from '@playwright/test';
import type { AdminPost } from '../../shared/api-types';
import { createPost, openAdminApi } from './helpers/admin-api';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectToast } from './helpers/admin-ui';

// In one worker, in order (its tests read the posts beforeAll makes).
test.describe.configure({ mode: 'default' });

// Every run gets its own category, tags and search word, so posts other tests create on the same
// server never change what these assertions count.
const run = `r${Date.now().toString(36)}`;
const category = `Field Reports ${run}`;
const evenTag = `even-${run}`;
const oddTag = `odd-${run}`;
const bodyWord = `zephyr${run}`;
const POSTS = 8;
const titleOf = (i: number) => `Report ${i + 1} from ${run}`;

let showcase: AdminPost;

test.beforeAll(async () => {
  const api = await openAdminApi(test.info().project.use.baseURL!);
  for (let i = 0; i < POSTS; i++) {
    await createPost(api, {
      title: titleOf(i),
      category,
      tags: [i % 2 === 0 ? evenTag : oddTag],
      // One day apart, so "newest first" has one answer.
      publishedAt: new Date(Date.UTC(2024, 2, 1 + i, 12)).toISOString(),
      content:
        i === 2 ? `Members asked about ${bodyWord} at the hall.` : `Notes from the road, part ${i + 1}.`,
    });
  }
  showcase = await createPost(api, {
    title: `Showcase ${run}`,
    excerpt: `What the arbitration win means, ${run}.`,
    content:
      '## Why it matters\n\nMembers **won** back pay.\n\n- First point\n- Second point\n\n<script>window.__pwned = true</script>',
    category: 'Victories',
    tags: [`arbitration-${run}`, `back-pay-${run}`],
    featuredImage: '/og-default.png',
    featuredImageAlt: 'Members gathered outside the medical center',
    publishedAt: new Date(Date.UTC(2024, 1, 1, 12)).toISOString(),
  });
  await api.dispose();
});

const featured = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByText('Featured', { exact: true }) });
const sideCards = (page: Page) => page.getByRole('region', { name: 'More Updates' }).getByRole('article');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

test.describe('Campaign Updates list', () => {
  test('a category filter shows its count, the newest post as Featured and pages of six @phone', async ({
    page,
  }) => {
    await page.goto('/updates');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign Updates' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);

    await page.getByLabel('Category').selectOption({ label: `${category} (${POSTS})` });
    await expect(page).toHaveURL(
      new RegExp(`category=${encodeURIComponent(category).replace(/%20/g, '\\+')}`),
    );
    await expect(featured(page).getByRole('heading', { name: titleOf(7) })).toBeVisible();
    await expect(featured(page).getByText(oddTag)).toBeVisible();
    await expect(featured(page).getByText('March 8, 2024')).toBeVisible();
    await expect(featured(page).getByRole('link', { name: /Read Full Story/ })).toHaveAttribute(
      'href',
      `/updates/report-8-from-${run}`,
    );
    await expect(sideCards(page)).toHaveCount(5);
    await expect(sideCards(page).first().getByText(category)).toBeVisible();
    await expect(
      sideCards(page)
        .first()
        .getByRole('link', { name: /Read More/ }),
    ).toBeVisible();

    await expect(pager(page).getByText('Page 1')).toBeVisible();
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pager(page).getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/page=2/);
    await expect(pager(page).getByText('Page 2')).toBeVisible();
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(featured(page).getByRole('heading', { name: titleOf(1) })).toBeVisible();
    await expect(sideCards(page)).toHaveCount(1);

    // A new filter starts again at page 1.
    await page.getByLabel('Tag', { exact: true }).selectOption({ label: `${evenTag} (${POSTS / 2})` });
    await expect(page).not.toHaveURL(/page=/);
    await expect(featured(page).getByRole('heading', { name: titleOf(6) })).toBeVisible();
    await expect(sideCards(page)).toHaveCount(3);
    await expect(pager(page)).toHaveCount(0);
  });

  test('search matches words in a post body, and Clear Filters brings everything back', async ({ page }) => {
    await page.goto('/updates');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search updates...');
    await search.fill(bodyWord);
    await expect(page).toHaveURL(new RegExp(`q=${bodyWord}`));
    await expect(featured(page).getByRole('heading', { name: titleOf(2) })).toBeVisible();
    await expect(sideCards(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/updates$/);
    await expect(search).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  });

  test('a search with no match shows the empty state', async ({ page }) => {
    await page.goto(`/updates?q=nothing-matches-${run}`);
    await expect(page.getByText('No posts found. Check back soon for updates!')).toBeVisible();
    await expect(pager(page)).toHaveCount(0);
  });

  test('a filtered view opened from a link shows its filters, and Back returns to the previous one', async ({
    page,
  }) => {
    await page.goto(`/updates?category=${encodeURIComponent(category)}&page=2`);
    await expect(page.getByLabel('Category')).toHaveValue(category);
    await expect(pager(page).getByText('Page 2')).toBeVisible();
    await page.getByLabel('Tag', { exact: true }).selectOption(oddTag);
    await expect(sideCards(page)).toHaveCount(3);
    await page.goBack();
    await expect(page.getByLabel('Tag', { exact: true })).toHaveValue('');
    await expect(pager(page).getByText('Page 2')).toBeVisible();
  });

  test('a failed load offers Try Again', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500/);
    let fail = true;
    await page.route('**/api/posts?*', (route) =>
      fail ? route.fulfill({ status: 500, body: '{"message":"down"}' }) : route.fallback(),
    );
    await page.goto(`/updates?category=${encodeURIComponent(category)}`);
    await expect(page.getByText('Failed to load updates.')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(featured(page).getByRole('heading', { name: titleOf(7) })).toBeVisible();
  });

  test('the updates list has no axe violations', async ({ page }) => {
    await page.goto(`/updates?category=${encodeURIComponent(category)}`);
    await expect(featured(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Post page', () => {
  test('renders the body as HTML with its badges, image and metadata @phone', async ({ page }) => {
    await page.goto(`/updates/${showcase.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: showcase.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible();
    await expect(page.locator('.prose-campaign strong')).toHaveText('won');
    await expect(page.locator('.prose-campaign li')).toHaveCount(2);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(
      page.getByRole('img', { name: 'Members gathered outside the medical center' }),
    ).toBeVisible();
    await expect(page.getByText('February 1, 2024')).toBeVisible();
    const badges = page.getByRole('list', { name: 'Categories and tags' });
    for (const text of ['Victories', `arbitration-${run}`, `back-pay-${run}`]) {
      await expect(badges.getByText(text)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Back to Updates' })).toHaveAttribute('href', '/updates');
    await expect(page.getByRole('link', { name: 'Get Involved' }).last()).toHaveAttribute(
      'href',
      '/get-involved',
    );
    const support = page.getByRole('link', { name: /Support the Campaign/ });
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('link', { name: 'View All Updates' })).toHaveAttribute('href', '/updates');

    await expect(page).toHaveTitle(new RegExp(showcase.title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', showcase.excerpt);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      `arbitration-${run}, back-pay-${run}`,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/updates/${showcase.slug}$`),
    );
    await expectNoAxeViolations(page);
  });

  test('Share copies the link when the device has no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`/updates/${showcase.slug}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expectToast(page, 'Link Copied', 'The link has been copied to your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('Share hands the post to the device share sheet when there is one', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        value: async (data: ShareData) => void shared.push(data),
        configurable: true,
      });
    });
    await page.goto(`/updates/${showcase.slug}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: showcase.title, text: showcase.excerpt, url: page.url() }]);
  });

  test('Share reports a failure when the link cannot be copied', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      });
    });
    await page.goto(`/updates/${showcase.slug}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expectToast(page, 'Share Failed', 'Could not share this post. Please try again.');
  });

  test('an unknown slug or a draft shows Post Not Found', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    const api = await openAdminApi(test.info().project.use.baseURL!);
    const draft = await createPost(api, { title: `Draft ${run}`, status: 'draft' });
    await api.dispose();

    for (const slug of [`no-such-post-${run}`, draft.slug]) {
      await page.goto(`/updates/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
      await expect(
        page.getByText("The post you're looking for doesn't exist or has been moved."),
      ).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Updates' }).click();
    await expect(page).toHaveURL(/\/updates$/);
  });
});

test.describe('Latest News on Home', () => {
  const latest = (page: Page) => page.getByRole('region', { name: 'Latest News' });

  test('shows the three newest posts, each linking to its page @phone', async ({ page }) => {
    await page.goto('/');
    await expect(latest(page).getByRole('link', { name: /Read More/ })).toHaveCount(3);
    await expect(latest(page).getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(
      latest(page)
        .getByRole('link', { name: /Read More/ })
        .first(),
    ).toHaveAttribute('href', /^\/updates\/[a-z0-9-]+$/);
    await latest(page).getByRole('link', { name: 'View All Updates' }).click();
    await expect(page).toHaveURL(/\/updates$/);
  });

  test('says when there are no posts yet', async ({ page }) => {
    await page.route('**/api/posts?*', (route) => route.fulfill({ json: [] }));
    await page.goto('/');
    await expect(latest(page).getByText('No blog posts available yet.')).toBeVisible();
    await expect(latest(page).getByRole('link')).toHaveAttribute('href', '/updates');
  });

  test('offers Try Again after a failed load', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 503/);
    let fail = true;
    await page.route('**/api/posts?*', (route) =>
      fail ? route.fulfill({ status: 503, body: 'busy' }) : route.fallback(),
    );
    await page.goto('/');
    await expect(latest(page).getByText('Failed to load latest updates.')).toBeVisible();
    await expect(latest(page).getByRole('link', { name: 'View All Updates' })).toHaveAttribute(
      'href',
      '/updates',
    );
    fail = false;
    await latest(page).getByRole('button', { name: 'Try Again' }).click();
    await expect(latest(page).getByRole('link', { name: /Read More/ })).toHaveCount(3);
  });
});
