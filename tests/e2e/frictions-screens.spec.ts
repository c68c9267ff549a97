import type { AdminEvent } from '../../shared/event-types';
import { createPost, openAdminApi } from './helpers/admin-api';
import { expect, signIn, signInAt, test, unique } from './helpers/admin-ui';

// Issue 35's screenshots: the Outbox, the subscribers list and an event's RSVP list at 390 px, and
// the newsletter e-mail at 600 and 390 px. The baselines were made on this machine's Debian
// Chromium; what changes from run to run (addresses, titles, times) is masked, and 2 % of pixels
// may differ (font hinting).

const PHONE = { width: 390, height: 844 };
const SHOT = { maxDiffPixelRatio: 0.02, animations: 'disabled' } as const;
const HOUR = 3_600_000;
const POSTAL_ADDRESS = 'PO Box 1234, Springfield, IL 62701';

test.describe('issue 35 screens', () => {
  test('the Outbox and the subscribers list at 390 px', async ({ page, request }) => {
    const email = `${unique('screen')}@example.org`;
    expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(201);
    await page.setViewportSize(PHONE);
    await signIn(page);
    // The delivery error names this run's port; times and addresses change every run.
    const masks = () => [
      page.locator('time'),
      page.getByText(email),
      page.getByRole('status'),
      page.locator('td[data-label="Status"] span.text-red-800'),
    ];

    await page.goto(`/admin/outbox?q=${encodeURIComponent(email)}`);
    const outbox = page.getByRole('region', { name: 'Outbox messages' });
    await expect(outbox.getByText('Newsletter confirmation')).toBeVisible();
    await expect(outbox).toHaveScreenshot('outbox-390.png', { ...SHOT, mask: masks() });

    await page.goto(`/admin/newsletter?q=${encodeURIComponent(email)}`);
    const subscribers = page.getByRole('region', { name: 'Newsletter subscribers' });
    await expect(subscribers.getByText(email)).toBeVisible();
    await expect(subscribers).toHaveScreenshot('subscribers-390.png', { ...SHOT, mask: masks() });
  });

  test("an event's RSVP list at 390 px", async ({ page, request, baseURL }) => {
    const api = await openAdminApi(baseURL!);
    const start = new Date(Math.floor((Date.now() + 5 * 24 * HOUR) / 60_000) * 60_000);
    const event = await api.post<AdminEvent>('/api/admin/events', {
      title: unique('Screen Town Hall'),
      summary: 'Questions and answers.',
      description: 'Bring questions.',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 2 * HOUR).toISOString(),
      timeZone: 'America/Chicago',
      location: { kind: 'in-person', venue: 'Union Hall', address: '123 Main St, Springfield, IL' },
      capacity: 20,
      status: 'published',
    });
    await api.dispose();
    const email = `${unique('rsvp')}@example.org`;
    const res = await request.post(`/api/events/${event.slug}/rsvps`, {
      data: { firstName: 'Dana', lastName: 'Lopez', email, guests: 1, website: '' },
    });
    expect(res.status()).toBe(201);
    await page.setViewportSize(PHONE);
    await signInAt(page, `/admin/events/${event.slug}/rsvps`);
    const list = page.getByRole('list', { name: 'RSVPs' });
    await expect(list.getByRole('paragraph').filter({ hasText: 'Dana Lopez' })).toBeVisible();
    await expect(list).toHaveScreenshot('rsvps-390.png', { ...SHOT, mask: [list.getByText(email)] });
  });

  test('the newsletter e-mail at 600 and 390 px', async ({ page, baseURL }) => {
    const api = await openAdminApi(baseURL!);
    const post = await createPost(api, {
      title: unique('Screen report'),
      excerpt: 'Three wins in a day.',
      content: 'Members across the council organized **three** wins in a day.\n\n- Arbitration\n- Back pay',
      publishedAt: '2024-03-08',
    });
    // The footer's postal address as the settings test leaves it, so either order shows the same.
    await api.patch('/api/admin/site', { postalAddress: POSTAL_ADDRESS });
    const preview = await api.get<{ html: string }>(
      `/api/admin/posts/${post.slug}/newsletter/preview?subject=Screen%20report`,
    );
    await api.dispose();
    for (const width of [600, 390]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.setContent(preview.html);
      await expect(page).toHaveScreenshot(`newsletter-${width}.png`, {
        ...SHOT,
        fullPage: true,
        mask: [page.locator('h1')],
      });
    }
  });
});
