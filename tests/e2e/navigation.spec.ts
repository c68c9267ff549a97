import { expect, expectNoAxeViolations, test } from './fixtures';
import { campaign, team } from '../../shared/content/campaign';
import { fullTitle, pages } from '../../shared/content/pages';

// SPEC section 2 (Navigation, route table): the sticky header, its dropdowns, the phone menu, the
// footer, and what every route change does.
const [president, evp, treasurer] = team;

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('marks the current page, and the root only on the home page', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Updates' })).not.toHaveAttribute('aria-current');

    await page.goto('/updates');
    await expect(nav.getByRole('link', { name: 'Updates' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  test('matches a route by path prefix', async ({ page, consoleGuard }) => {
    // The post does not exist: its page asks the API and gets the 404 that the browser reports.
    consoleGuard.allow(/status of 404/);
    await page.goto('/updates/a-post-that-is-not-there');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Updates' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  test('highlights a dropdown when one of its items is the current page', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto(evp.path);
    await expect(nav.getByRole('button', { name: 'About' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('button', { name: 'Platform' })).not.toHaveAttribute('aria-current');
    await nav.getByRole('button', { name: 'About' }).click();
    await expect(page.getByRole('menuitem', { name: new RegExp(evp.name) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('menuitem', { name: new RegExp(president.name) })).not.toHaveAttribute(
      'aria-current',
    );

    await page.goto('/letter-to-delegates');
    await expect(nav.getByRole('button', { name: 'Platform' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('button', { name: 'About' })).not.toHaveAttribute('aria-current');

    await page.goto('/contact');
    await expect(nav.getByRole('button', { name: 'Get Involved' })).toHaveAttribute('aria-current', 'true');
  });

  test('dropdowns list their items in order', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected: Record<string, string[]> = {
      About: [president.path, evp.path, treasurer.path, '/videos'],
      Platform: ['/vision', '/letter-to-delegates'],
      'Get Involved': ['/get-involved', '/events', '/endorsements', '/contact'],
    };
    for (const [label, hrefs] of Object.entries(expected)) {
      await nav.getByRole('button', { name: label }).click();
      const items = page.getByRole('menuitem');
      await expect(items).toHaveCount(hrefs.length);
      for (const [index, href] of hrefs.entries())
        await expect(items.nth(index)).toHaveAttribute('href', href);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    }
  });

  test('opens a dropdown and follows an item with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Platform' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Our Vision/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /Letter to Delegates/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /Our Vision/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/vision');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Platform and Vision');
  });

  test('opens a dropdown on the first click with the network cut and a 4x slower CPU', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Get Involved' })).toBeVisible();
    // No more code may arrive: the menus must already be in the page.
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    await nav.getByRole('button', { name: 'Get Involved' }).click();
    await expect(page.getByRole('menuitem', { name: /Volunteer/ })).toBeVisible({ timeout: 1000 });
    await expect(nav.getByRole('button', { name: 'Get Involved' })).toHaveAttribute('aria-expanded', 'true');
    await page.unroute('**/*');
  });

  test('moves by type-ahead and ArrowUp, and closes on Tab and on a click elsewhere', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Get Involved' });
    await trigger.focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: /Contact/ })).toBeFocused();
    // From the last item, type-ahead wraps to the first that starts with "e": Events.
    await page.keyboard.press('e');
    await expect(page.getByRole('menuitem', { name: /Events/ })).toBeFocused();
    await page.keyboard.press('x');
    // "ex" matches nothing: focus stays; a second later the typed text is forgotten.
    await expect(page.getByRole('menuitem', { name: /Events/ })).toBeFocused();
    // Wait in the page itself, with a timer set after the menu's own reset timer (set when it
    // handled the "x"): timers of one delay run in the order they were set. A wait in the test
    // (1.1 s) failed once on a busy machine, the page's timer running later than that.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    await page.keyboard.press('v');
    await expect(page.getByRole('menuitem', { name: /Volunteer/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('menu')).toBeHidden();

    // Opening another dropdown closes the first.
    await trigger.click();
    await nav.getByRole('button', { name: 'Platform' }).click();
    await expect(page.getByRole('menu')).toHaveCount(1);
    await expect(page.getByRole('menu')).toHaveAccessibleName('Platform');
    await expectNoAxeViolations(page);
  });

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/about');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    // As a person would, once the page is on screen: React's first render may follow the load event.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test('the Donate button opens the crowdfunding page in a new tab @phone', async ({ page, context }) => {
  await context.route(`${campaign.donateUrl}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Fundraiser</title>' }),
  );
  await page.goto('/about');
  const donate = page.getByRole('banner').getByRole('link', { name: 'Donate', exact: true });
  await expect(donate).toHaveAttribute('target', '_blank');
  await expect(donate).toHaveAttribute('rel', /noopener/);
  const [popup] = await Promise.all([page.waitForEvent('popup'), donate.click()]);
  await expect(popup).toHaveURL(campaign.donateUrl);
  await expect(page).toHaveURL('/about');
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with its headings and closes when a link is chosen @phone', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
    for (const heading of ['About', 'Platform', 'Get Involved']) {
      await expect(menu.getByRole('heading', { name: heading })).toBeVisible();
    }
    await menu.getByRole('link', { name: treasurer.name }).click();
    await expect(page).toHaveURL(treasurer.path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(treasurer.name);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(menu.getByRole('link', { name: treasurer.name })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test('the footer states independence, the copyright and its links @phone', async ({ page }) => {
  await page.goto('/vision');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(campaign.independenceStatement)).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  const links: [string, string][] = [
    ['Campaign Updates', '/updates'],
    ['About the Team', '/about'],
    ['Compliance', '/compliance'],
    ['Donate', '/donate'],
    ['Contact', '/contact'],
  ];
  for (const [name, href] of links) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  const sitemap = footer.getByRole('link', { name: 'Sitemap' });
  await expect(sitemap).toHaveAttribute('href', '/sitemap.xml');
  await expect(sitemap).toHaveAttribute('target', '_blank');
});

test('a route change scrolls to the top and records a page view @phone', async ({ page }) => {
  await page.goto('/vision');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.campaignAnalytics))
    .toEqual([
      { page_title: fullTitle(pages.vision.title), page_location: page.url(), page_path: '/vision' },
    ]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About the Team' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  await page.getByRole('contentinfo').getByRole('link', { name: 'About the Team' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet the Leadership Team');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect
    .poll(() => page.evaluate(() => window.campaignAnalytics?.at(-1)))
    .toEqual({
      page_title: fullTitle(pages.about.title),
      page_location: new URL('/about', page.url()).toString(),
      page_path: '/about',
    });
});

test('Back to top appears on a long page and returns to the top', async ({ page }) => {
  await page.goto('/vision');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toHaveCount(0);
  await page.mouse.move(640, 450);
  await page.mouse.wheel(0, 2500);
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toHaveCount(0);
});
