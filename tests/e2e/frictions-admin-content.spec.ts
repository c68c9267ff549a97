import type { AdminEvent } from '../../shared/event-types';
import type { SiteVideo } from '../../shared/site-content/videos';
import {
  YOUTUBE_STILL,
  adminApi,
  expect,
  expectNoAxeViolations,
  expectToast,
  signIn,
  signInAt,
  test,
  unique,
} from './helpers/admin-ui';
import { createEvent as createPublishedEvent } from './helpers/events-api';

// Issue 35, the staff points of events, videos, link fields and the Outbox, at desktop and phone
// (@phone), each screen checked with axe.

/** A draft, six days ahead. */
const createEvent = (baseURL: string, title: string, extra: Record<string, unknown> = {}) =>
  createPublishedEvent(baseURL, title, { status: 'draft', ...extra }, 6);

test("an event's status box and its actions agree, and say what the public sees @phone", async ({
  page,
  baseURL,
}) => {
  const title = unique('Status Town Hall');
  const event = await createEvent(baseURL!, title);
  await signInAt(page, `/admin/events/edit/${event.slug}`);
  const box = page.getByRole('region', { name: 'Status: Draft' });
  await expect(box).toContainText('The public site does not show it: only staff can see a draft.');
  await expect(box.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await expect(box.getByRole('button', { name: /Unpublish/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await box.getByRole('button', { name: 'Publish', exact: true }).click();
  await expectToast(page, 'Event updated');
  await expect(page).toHaveURL(/\/admin\/events$/);

  await page.goto(`/admin/events/edit/${event.slug}`);
  const published = page.getByRole('region', { name: 'Status: Published' });
  await expect(published).toContainText('Anyone can see it on the Events page and RSVP.');
  await expect(published.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await expect(published.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await published.getByRole('button', { name: 'Unpublish (move to draft)' }).click();
  await expectToast(page, 'Event updated');
  const api = await adminApi(page);
  const stored = (await (await api.get(`/api/admin/events/${event.slug}`)).json()) as AdminEvent;
  expect(stored.status).toBe('draft');
});

test('an unlimited online event shows "No limit" and "Online" in the list @phone', async ({
  page,
  baseURL,
}) => {
  const title = unique('Unlimited Call');
  await createEvent(baseURL!, title, {
    capacity: null,
    location: { kind: 'online' },
    onlineUrl: 'https://meet.example.org/ellis-call',
    status: 'published',
  });
  await signInAt(page, '/admin/events');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(row.getByText('Online', { exact: true })).toBeVisible();
  await expect(row).toContainText('0 registered (No limit, 0 seats taken)');
  await expect(row).not.toContainText('(0 seats)');
  await expectNoAxeViolations(page);
});

test('the time zone picker narrows 400 zones by keyboard, with a live count @phone', async ({ page }) => {
  await signInAt(page, '/admin/events/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Event' })).toBeVisible();
  const count = page.getByRole('status').filter({ hasText: /zones? match/ });
  await expect(count).toHaveText(/^\d{3} zones match$/);
  const search = page.getByRole('searchbox', { name: 'Search zones' });
  await search.fill('tokyo');
  await expect(count).toHaveText('1 zone matches');
  // Enter takes the first match, and sends no form.
  await search.press('Enter');
  await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Tokyo');
  await expect(page).toHaveURL(/\/admin\/events\/new$/);
  await search.fill('new york');
  await expect(count).toHaveText('1 zone matches');
  await search.press('ArrowDown');
  await expect(page.getByLabel('Time zone')).toBeFocused();
  await expectNoAxeViolations(page);
});

test("each video shows YouTube's thumbnail for its id, and the featured one comes first @phone", async ({
  page,
}) => {
  const stills: string[] = [];
  await page.route('https://i.ytimg.com/**', (route) => {
    stills.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/jpeg', body: YOUTUBE_STILL });
  });
  await signIn(page);
  const api = await adminApi(page);
  const videos = (await (await api.get('/api/admin/videos')).json()) as SiteVideo[];
  const featured = videos.find((v) => v.featured)!;
  await page.goto('/admin/videos');
  const items = page.getByRole('list', { name: 'Videos in display order' }).getByRole('listitem');
  await expect(items).toHaveCount(videos.length);
  await expect(items.first()).toHaveAccessibleName(featured.title);
  await expect(items.first().getByText('Featured', { exact: true })).toBeVisible();
  const still = items.first().getByRole('img', { name: featured.title });
  await expect(still).toHaveAttribute('src', `https://i.ytimg.com/vi/${featured.youtubeId}/mqdefault.jpg`);
  await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(stills).toContain(`https://i.ytimg.com/vi/${featured.youtubeId}/mqdefault.jpg`);
  await expectNoAxeViolations(page);
});

test('link fields are single lines with a hint, and a refused link is named on its field @phone', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/);
  await signInAt(page, '/admin/site');
  const donate = page.getByRole('textbox', { name: 'Donate link' });
  await expect(donate).toHaveJSProperty('tagName', 'INPUT');
  await expect(donate).toHaveAccessibleDescription(
    'A page of this site, such as /events, or a full address starting with https://',
  );
  const facebook = page.getByRole('textbox', { name: 'Facebook' });
  await expect(facebook).toHaveJSProperty('tagName', 'INPUT');
  await expect(facebook).toHaveAccessibleDescription('A full address starting with https://');
  await expect(page.getByRole('textbox', { name: 'Announcement link (optional)' })).toHaveJSProperty(
    'tagName',
    'INPUT',
  );
  await expectNoAxeViolations(page);
  // Another site's link must be https://; the server refuses with the shared schema's words.
  await donate.fill('http://donate.example.org');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(page, 'Save Failed');
  await expect(donate).toHaveAttribute('aria-invalid', 'true');
  await expect(donate).toHaveAccessibleDescription(
    'Must be a page of this site (/events) or an https:// URL',
  );
});

test("the Outbox shows a receipt's words, and only a note for a message holding a personal link @phone", async ({
  page,
  request,
}) => {
  const email = `${unique('content')}@example.org`;
  const contact = { firstName: 'Robin', lastName: 'Hale', email, subject: 'Local 7', message: 'Hello there' };
  expect((await request.post('/api/contacts', { data: contact })).status()).toBe(201);
  expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(201);
  await signInAt(page, `/admin/outbox?q=${encodeURIComponent(email)}`);
  const rows = page.getByRole('row').filter({ hasText: email });
  await expect(rows).toHaveCount(2);

  await rows
    .filter({ hasText: 'Contact receipt' })
    .getByRole('button', { name: /View message/ })
    .click();
  const message = page.getByRole('region', { name: /^Message #/ });
  const frame = message.locator('iframe');
  await expect(frame.contentFrame().getByText('Thanks for writing, Robin')).toBeVisible();
  await message.getByText('Plain-text part').click();
  await expect(message.locator('pre')).toContainText('Thanks for writing, Robin');
  // axe cannot inject itself into the sandboxed preview (tests/e2e/helpers/axe.ts).
  await expectNoAxeViolations(page, ['iframe']);

  await rows
    .filter({ hasText: 'Newsletter confirmation' })
    .getByRole('button', { name: /View message/ })
    .click();
  await expect(message.getByText('Private: this message holds a personal link')).toBeVisible();
  await expect(message.locator('iframe')).toHaveCount(0);
  expect(await page.content()).not.toContain('/newsletter/confirm/');
  await expectNoAxeViolations(page);
});
