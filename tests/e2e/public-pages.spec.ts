import { PDFDocument } from 'pdf-lib';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { campaign, team } from '../../shared/content/campaign';
import { fullTitle } from '../../shared/content/pages';
import { contentRoutes } from './helpers/content-routes';

// One visit a route: its texts, then axe on the same page (a second visit only repeated the load).
for (const route of contentRoutes) {
  test(`${route.meta.path} shows its title, heading and content, with no axe violations @phone`, async ({
    page,
  }) => {
    await page.goto(route.meta.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page).toHaveTitle(fullTitle(route.meta.title));
    const main = page.getByRole('main');
    for (const text of route.texts) {
      await expect(main.getByText(text, { exact: typeof text === 'string' }).first()).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
}

test('home page leads to donating, volunteering, the letter, the platform and the team', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  for (const link of await main.getByRole('link', { name: 'Donate Now' }).all()) {
    await expect(link).toHaveAttribute('href', campaign.donateUrl);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(main.getByRole('link', { name: 'Get Involved' })).toHaveAttribute('href', '/get-involved');
  await expect(main.getByRole('link', { name: 'Volunteer', exact: true })).toHaveAttribute(
    'href',
    '/get-involved',
  );
  await expect(main.getByRole('link', { name: 'Share Your Endorsement' })).toHaveAttribute(
    'href',
    '/endorsements',
  );
  await expect(main.getByRole('link', { name: 'Read the Letter to Delegates' })).toHaveAttribute(
    'href',
    '/letter-to-delegates',
  );
  await expect(main.getByRole('link', { name: 'Explore Our Vision' })).toHaveAttribute('href', '/vision');
  await expect(main.getByRole('link', { name: 'Meet the Team' })).toHaveAttribute('href', '/about');
  for (const person of team) {
    await expect(main.getByRole('link', { name: `Read ${person.firstName}’s biography` })).toHaveAttribute(
      'href',
      person.path,
    );
  }
  await expect(main.getByText(/Retired President/)).toBeVisible();
});

test('a video loads its player only when the visitor presses play @phone', async ({ page }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  await page.goto('/');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: /^Play video: The Leadership Crisis/ }).click();
  const player = page.locator('iframe');
  await expect(player).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/,
  );
  await expect(player).toHaveAttribute('title', /The Leadership Crisis/);
});

test('the videos page lists six videos with durations, a featured video and the channel link', async ({
  page,
}) => {
  await page.goto('/videos');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  for (const duration of ['19:41', '55:05', '19:50', '30:20', '26:24', '5:08']) {
    await expect(cards.filter({ hasText: duration })).toHaveCount(1);
  }
  await expect(page.getByRole('button', { name: /^Play video:/ })).toHaveCount(7);
  await expect(page.locator('iframe')).toHaveCount(0);
  const channel = page.getByRole('link', { name: /video channel/ }).first();
  await expect(channel).toHaveAttribute('href', campaign.videoChannelUrl);
  await expect(channel).toHaveAttribute('target', '_blank');
});

test('the letter offers a PDF of several pages for download', async ({ page, request }) => {
  await page.goto('/letter-to-delegates');
  const download = page.getByRole('link', { name: 'Download the Letter (PDF)' });
  await expect(download).toHaveAttribute('href', campaign.letterPdf);
  const pdf = await request.get(campaign.letterPdf);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const document = await PDFDocument.load(await pdf.body());
  expect(document.getPageCount()).toBeGreaterThanOrEqual(2);
  expect(document.getTitle()).toContain('A Letter to Delegates');
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Involved' }).first()).toHaveAttribute(
    'href',
    '/get-involved',
  );
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /vision/i })
      .first(),
  ).toHaveAttribute('href', '/vision');
});

test('the donate page names three tiers, opens the fundraiser in a new tab and answers the FAQ', async ({
  page,
}) => {
  await page.goto('/donate');
  const main = page.getByRole('main');
  await expect(main.getByText('Reaches 100 members with digital outreach.')).toBeVisible();
  await expect(main.getByText('Funds campaign materials for one local.')).toBeVisible();
  await expect(main.getByText('Supports organizing and training events.')).toBeVisible();
  const donate = main.getByRole('link', { name: 'Donate Now' });
  await expect(donate).toHaveAttribute('href', campaign.donateUrl);
  await expect(donate).toHaveAttribute('target', '_blank');
  const answer = main.getByText(/We never sell or share donor information/);
  await expect(answer).toBeHidden();
  await main.getByText('Is my personal information kept private?').click();
  await expect(answer).toBeVisible();
  await expect(main.getByText('Does the campaign follow union election rules?')).toBeVisible();
});

test('the compliance page gives a contact e-mail link and seven principles', async ({ page }) => {
  await page.goto('/compliance');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: campaign.complianceEmail })).toHaveAttribute(
    'href',
    `mailto:${campaign.complianceEmail}`,
  );
  const principles = main.locator('section', {
    has: page.getByRole('heading', { name: 'Seven Key Principles' }),
  });
  await expect(principles.getByRole('listitem')).toHaveCount(7);
});

test('the about page links every biography, the platform and the volunteer page', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  for (const person of team) {
    await expect(main.getByRole('link', { name: `Read ${person.firstName}’s biography` })).toHaveAttribute(
      'href',
      person.path,
    );
  }
  await expect(main.getByRole('link', { name: 'Read Our Vision' })).toHaveAttribute('href', '/vision');
  await expect(main.getByRole('link', { name: 'Get Involved' })).toHaveAttribute('href', '/get-involved');
});

test('an unknown path answers 404 with "Page Not Found" and a way home @phone', async ({
  page,
  consoleGuard,
}) => {
  // The browser reports the document's 404 status as a failed resource load.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(team[0].name);
});
