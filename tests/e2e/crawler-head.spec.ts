import { request as playwrightRequest, type Page } from '@playwright/test';
import { fullTitle, pages } from '../../shared/content/pages';
import { E2E_ADMIN, expect, test, unique } from './helpers/admin-ui';

// In one worker, in order (its tests read the post beforeAll makes).
test.describe.configure({ mode: 'default' });

// The server writes each page's head for crawlers; after the app loads, React's own tags take
// over. A page must then hold exactly one title, description and canonical, with the same values.

interface HeadSnapshot {
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  ogTitles: string[];
  twitterTitles: string[];
  publishedTimes: string[];
  feeds: string[];
}

function snapshot(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(() => {
    const all = (selector: string, attr: string) =>
      Array.from(document.querySelectorAll(selector), (el) => el.getAttribute(attr) ?? '');
    return {
      titles: Array.from(document.querySelectorAll('title'), (t) => t.textContent ?? ''),
      descriptions: all('meta[name="description"]', 'content'),
      canonicals: all('link[rel="canonical"]', 'href'),
      ogTitles: all('meta[property="og:title"]', 'content'),
      twitterTitles: all('meta[name="twitter:title"]', 'content'),
      publishedTimes: all('meta[property="article:published_time"]', 'content'),
      feeds: all('link[rel="alternate"][type="application/rss+xml"]', 'href'),
    };
  });
}

/** The head as the first HTML has it, before any JavaScript runs. */
async function serverHead(page: Page, path: string): Promise<HeadSnapshot> {
  const html = await (await page.request.get(path)).text();
  const crawler = await page.context().newPage();
  await crawler.route('**/*.{js,ts,tsx}', (route) => route.abort());
  await crawler.setContent(html);
  const head = await snapshot(crawler);
  await crawler.close();
  return head;
}

const post = {
  title: unique('Crawler Head Check'),
  excerpt: 'Delegates met in Chicago to plan the final weeks of the campaign.',
  content: 'The campaign met delegates in Chicago.',
  tags: ['delegates'],
};
let postPath = '';

test.beforeAll(async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/admin/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrf-token')!.value;
  const created = await api.post('/api/admin/posts', {
    data: { ...post, status: 'published' },
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
  });
  expect(created.status()).toBe(201);
  postPath = `/updates/${(await created.json()).slug}`;
  await api.dispose();
});

test('the home page holds one title, description and canonical after it loads, as the server wrote them', async ({
  page,
}) => {
  const server = await serverHead(page, '/');
  expect(server.titles).toEqual([fullTitle(pages.home.title)]);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await snapshot(page)).descriptions).toEqual(server.descriptions);
  const loaded = await snapshot(page);
  expect(loaded.titles).toEqual(server.titles);
  expect(loaded.canonicals).toEqual(server.canonicals);
  expect(loaded.canonicals).toHaveLength(1);
  expect(loaded.ogTitles).toEqual(server.ogTitles);
  expect(loaded.twitterTitles).toEqual(server.twitterTitles);
  expect(loaded.feeds).toEqual(['/rss.xml']);
});

test("a post page holds the post's own head once after it loads, and navigation leaves no stale tags", async ({
  page,
}) => {
  const server = await serverHead(page, postPath);
  expect(server.titles).toEqual([fullTitle(post.title)]);
  expect(server.descriptions).toEqual([post.excerpt]);
  expect(server.publishedTimes).toHaveLength(1);

  await page.goto(postPath);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const loaded = await snapshot(page);
  expect(loaded.titles).toEqual(server.titles);
  expect(loaded.descriptions).toEqual(server.descriptions);
  expect(loaded.canonicals).toEqual(server.canonicals);
  expect(loaded.ogTitles).toEqual(server.ogTitles);
  expect(loaded.twitterTitles).toEqual(server.twitterTitles);

  // Client-side navigation: the updates page's tags replace the post's, with no leftovers.
  await page.getByRole('link', { name: 'Back to Updates' }).first().click();
  await expect(page).toHaveURL(/\/updates$/);
  await expect(page).toHaveTitle(fullTitle(pages.updates.title));
  const after = await snapshot(page);
  expect(after.titles).toEqual([fullTitle(pages.updates.title)]);
  expect(after.descriptions).toEqual([pages.updates.description]);
  expect(after.canonicals).toHaveLength(1);
  expect(after.publishedTimes).toEqual([]);
});

test('a path that is no route answers 404 and, once loaded, holds one "Page Not Found" title', async ({
  page,
  consoleGuard,
}) => {
  // Chromium logs every 404 response it receives, this page's own included.
  consoleGuard.allow(/status of 404/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  const loaded = await snapshot(page);
  expect(loaded.titles).toEqual([fullTitle('Page Not Found')]);
  expect(loaded.descriptions).toHaveLength(1);
});

test('an admin screen holds one title and one noindex robots tag once loaded', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect(page).toHaveTitle('Admin Login | Campaign Admin');
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((tags) => tags.map((t) => t.getAttribute('content')));
  expect(robots).toEqual(['noindex']);
  expect(await page.locator('title').count()).toBe(1);
});
