import { createEvent } from './helpers/events-api';
import {
  E2E_ADMIN,
  expect,
  expectNoAxeViolations,
  expectToast,
  signIn,
  signInAt,
  submitEndorsement,
  test,
  unique,
} from './helpers/admin-ui';

test.describe('supporters at scale', () => {
  test('a volunteer search is kept in the address and survives a reload', async ({ page, request }) => {
    const first = unique('Searchable');
    const email = `${first.toLowerCase()}@example.org`;
    const res = await request.post('/api/volunteers', {
      data: { firstName: first, lastName: 'Finder', email, helpType: 'fundraising' },
    });
    expect(res.status()).toBe(201);

    await signInAt(page, '/admin/volunteers');
    await page.getByLabel('Search').fill(first);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${first}`));
    await expect(page.getByRole('status').filter({ hasText: /^1 volunteer$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${first} Finder` })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue(first);
    await expect(page.getByRole('heading', { name: `${first} Finder` })).toBeVisible();
    const exportLink = page.getByRole('link', { name: 'Export 1 matching volunteer' });
    await expect(exportLink).toHaveAttribute('href', `/api/admin/export/volunteers.csv?q=${first}`);
  });

  test('pending endorsements are approved in bulk after a confirmation that says how many', async ({
    page,
    request,
  }) => {
    const tag = unique('Bulk');
    const names = [`${tag} One`, `${tag} Two`];
    for (const name of names) await submitEndorsement(request, name, `${name} endorses the team.`);

    await signInAt(page, `/admin/endorsements?q=${tag}`);
    await expect(page.getByRole('article', { name: names[0] })).toBeVisible();
    await page.getByLabel('Select all on this page').check();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve 2 endorsements?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Status Updated', '2 endorsements approved.');
    await expect(page.getByRole('article', { name: names[0] })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Approved' }).click();
    for (const name of names) await expect(page.getByRole('article', { name })).toBeVisible();
  });

  test('the dashboard draws 30 days of sign-ups with the figures as a table', async ({ page }) => {
    await signIn(page);
    const chart = page.getByRole('region', { name: 'Sign-ups, last 30 days' });
    await expect(chart.getByText(/new sign-ups, messages and submissions in 30 days/)).toBeVisible();
    await expect(chart.locator('svg rect')).toHaveCount(30);
    await chart.getByText('Show the figures as a table').click();
    await expect(chart.getByRole('table')).toBeVisible();
    await expect(chart.getByRole('row')).toHaveCount(31);
  });

  // At desktop width: on a phone the cards hold two lines for each figure's sentence, and a longer
  // one (a long source's name, a busy month) still takes a third.
  test('the dashboard keeps its cards where they are while its figures arrive', async ({ page, baseURL }) => {
    // The next event's card with an event in it, its title two lines on a phone (an hour ahead, so
    // that it is the next one whatever other tests have made).
    await createEvent(baseURL!, unique('Town hall on the contract'), {}, 1 / 24);
    // Each figure's request waits until the test lets it through: first the loading states are
    // drawn, then the figures, and a card that moved in between could take a tap meant for another.
    const figures = /\/api\/admin\/(stats|stats\/daily|delegates\/count|analytics|events)(\?|$)/;
    const held: (() => Promise<void>)[] = [];
    await page.route(figures, (route) => {
      held.push(() => route.continue());
    });
    await signInAt(page, '/admin/dashboard');
    await expect(page.getByText('Loading the count...')).toBeVisible();
    await expect(page.getByText('Loading sign-ups...')).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThanOrEqual(5);
    const manage = page.getByRole('region', { name: 'Manage' }).getByRole('link');
    const where = async () => {
      const boxes = await manage.evaluateAll((links) => links.map((l) => l.getBoundingClientRect().toJSON()));
      const signups = await page.getByRole('region', { name: 'Sign-ups, last 30 days' }).boundingBox();
      return { signupsTop: signups?.y, cards: boxes as DOMRect[] };
    };
    const loading = await where();
    expect(loading.cards.length).toBeGreaterThan(5);

    await page.unroute(figures);
    await Promise.all(held.map((release) => release()));
    await expect(page.getByText(/of \d+ committed/)).toBeVisible();
    await expect(page.getByText(/new sign-ups, messages and submissions in 30 days/)).toBeVisible();
    await expect(page.getByText(/Top source:|No visits yet\./)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Next event' })).toContainText('Town hall on the contract');
    await expect(
      page
        .getByRole('region', { name: 'Manage' })
        .getByText(/Pending|Up to date/)
        .first(),
    ).toBeVisible();
    expect(await where()).toEqual(loading);
  });

  test("erasing a supporter's data asks first, says what goes, then shows the counts", async ({
    page,
    request,
  }) => {
    const email = `${unique('forget').toLowerCase()}@example.org`;
    const res = await request.post('/api/newsletter', { data: { email } });
    expect(res.status()).toBe(201);

    await signInAt(page, '/admin/settings');
    const section = page.getByRole('region', { name: "Erase a supporter's data" });
    await section.getByLabel("Supporter's email").fill(email);
    await section.getByLabel('Your current password').fill(E2E_ADMIN.password);
    await section.getByRole('button', { name: 'Erase data' }).click();
    const dialog = page.getByRole('dialog', { name: "Erase this supporter's data?" });
    await expect(dialog).toContainText(
      `All volunteer sign-ups, contact messages, newsletter subscription and stories from ${email} will be deleted. This cannot be undone.`,
    );
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await expect(
      page.getByText(
        `Erased for ${email}: 0 volunteer sign-ups, 0 contact messages, 1 newsletter subscriptions and 0 stories.`,
      ),
    ).toBeVisible();
  });
});

test.describe('privacy and accessibility pages', () => {
  for (const [path, heading, section] of [
    ['/privacy', 'Privacy Notice', 'What we collect'],
    ['/accessibility', 'Accessibility Statement', 'Report a barrier'],
  ] as const) {
    test(`${path} renders its statement, is linked from the footer and passes axe @phone`, async ({
      page,
    }) => {
      await page.goto('/');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: heading.split(' ')[0] })
        .click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Paid for by');
      await expectNoAxeViolations(page);
    });
  }
});
