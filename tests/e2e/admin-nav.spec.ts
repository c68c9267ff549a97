import { ADMIN_HOME, adminNavSections } from '../../client/src/features/admin-nav/admin-nav-items';
import { expect, expectNoAxeViolations, signIn, test } from './helpers/admin-ui';

// Issue 24: one navigation reaches every admin screen from every admin screen, grouped, with the
// current screen marked, and as a keyboard-operable menu on phones.
const sections = adminNavSections();
const screens = [ADMIN_HOME, ...sections.flatMap((s) => s.items)];

test.describe('admin navigation', () => {
  test('every screen links to every other, grouped, with the current one marked', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    for (const screen of screens) {
      await page.goto(screen.href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Admin' });
      for (const { group, items } of sections) {
        const region = nav
          .locator('div')
          .filter({ has: page.getByRole('heading', { name: group, exact: true }) });
        for (const item of items)
          await expect(region.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
            'href',
            item.href,
          );
      }
      await expect(nav.getByRole('link')).toHaveCount(screens.length);
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(screen.label);
    }
  });

  test('a click moves between screens, and a screen inside another marks its parent', async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Blog Posts' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Posts');
    await page.getByRole('link', { name: 'New Post' }).click();
    await expect(nav.getByRole('link', { name: 'Blog Posts' })).toHaveAttribute('aria-current', 'true');
    await nav.getByRole('link', { name: ADMIN_HOME.label }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(nav.getByRole('link', { name: ADMIN_HOME.label })).toHaveAttribute('aria-current', 'page');
  });

  test('the side column has no axe violations', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('on a phone the menu opens, closes and navigates by keyboard, and passes axe @phone', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the side column of wide screens is tested above');
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    await page.keyboard.press('Enter');
    // The menu follows its button: the next Tab stops are the navigation's links, Dashboard first.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: ADMIN_HOME.label })).toBeFocused();
    const media = nav.getByRole('link', { name: 'Media Library' });
    await media.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/media$/);
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Media Library' })).toHaveAttribute('aria-current', 'page');
  });
});
