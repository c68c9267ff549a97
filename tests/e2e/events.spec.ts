import { expect, expectNoAxeViolations, expectToast, signInAt, test, unique } from './helpers/admin-ui';
import { createEvent } from './helpers/events-api';

// CONTRACT section 14 in the browser: RSVP from the event page, Add to calendar, and the admin's
// check-in, at desktop and phone widths (@phone), each screen checked with axe.

const HOUR = 3_600_000;

test('a visitor RSVPs from the event page and sees the toast @phone', async ({ page, baseURL }) => {
  const title = unique('Town Hall');
  const event = await createEvent(baseURL!, title);
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The event's own zone, with its abbreviation.
  await expect(page.getByText(/C[SD]T$/).first()).toBeVisible();
  await expect(page.getByText('20 seats left')).toBeVisible();
  await expect(page.getByRole('link', { name: /Map/ })).toHaveAttribute('href', /google\.com\/maps/);
  await expectNoAxeViolations(page);

  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Email Address').fill(`${unique('dana')}@example.org`);
  await page.getByLabel('Guests you are bringing').selectOption('2');
  await page.getByRole('button', { name: 'RSVP' }).click();
  await expectToast(page, "You're registered!", 'Check your e-mail for the details and a calendar file.');
  await expect(page.getByText('17 seats left')).toBeVisible();
  // The form gives way to a lasting outcome (issue 35).
  await expect(page.getByRole('heading', { name: "You're going" })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
});

test('the RSVP form shows field errors and stores nothing for a bad address', async ({ page, baseURL }) => {
  const event = await createEvent(baseURL!, unique('Caucus'));
  await page.goto(`/events/${event.slug}`);
  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Email Address').fill('not-an-address');
  await page.getByRole('button', { name: 'RSVP' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
});

test('Add to calendar offers the .ics file and a Google Calendar link @phone', async ({ page, baseURL }) => {
  const title = unique('Meet and Greet');
  const event = await createEvent(baseURL!, title);
  await page.goto(`/events/${event.slug}`);
  const group = page.getByRole('group', { name: 'Add to calendar' });
  const ics = group.getByRole('link', { name: 'Add to calendar (.ics)' });
  await expect(ics).toHaveAttribute('href', `/events/${event.slug}/calendar.ics`);
  const download = page.waitForEvent('download');
  await ics.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${event.slug}.ics`);
  const response = await page.request.get(`/events/${event.slug}/calendar.ics`);
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await response.text()).toContain(`SUMMARY:${title}`);
  const google = group.getByRole('link', { name: /Google Calendar/ });
  await expect(google).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
  await expect(google).toHaveAttribute('target', '_blank');
});

test('an admin checks a person in from the RSVP list @phone', async ({ page, baseURL }) => {
  const title = unique('Phone Bank');
  const event = await createEvent(baseURL!, title);
  const rsvp = await page.request.post(`/api/events/${event.slug}/rsvps`, {
    data: { firstName: 'Casey', lastName: 'Nguyen', email: `${unique('casey')}@example.org`, website: '' },
  });
  expect(rsvp.status()).toBe(201);

  await signInAt(page, '/admin/events');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `RSVPs for ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `RSVPs: ${title}` })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'RSVPs' }).getByText('Casey Nguyen', { exact: true }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Check in Casey Nguyen' }).click();
  await expectToast(page, 'RSVP updated');
  await expect(page.getByRole('button', { name: 'Undo check-in Casey Nguyen' })).toBeVisible();
  await expect(page.getByText('Checked in', { exact: true }).first()).toBeVisible();
});

test("a new event's time zone starts at the campaign's (CAMPAIGN_TIME_ZONE)", async ({ page }) => {
  // The e2e server runs with America/Chicago (playwright.config.ts), not the default New York.
  await signInAt(page, '/admin/events/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Event' })).toBeVisible();
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Chicago');
  await page.goto('/admin/settings');
  await expect(page.getByText(/^America\/Chicago: daily digests/)).toBeVisible();
});

test('the RSVP search and status filter live in the address: reload, Back and Forward keep them', async ({
  page,
  baseURL,
}) => {
  const title = unique('Caucus Night');
  const event = await createEvent(baseURL!, title, { capacity: 2 });
  const tag = unique('Stone').replace(/\W/g, '');
  for (const [firstName, lastName] of [
    ['Avery', tag],
    ['Blake', 'Rivers'],
    ['Cory', tag],
  ]) {
    const res = await page.request.post(`/api/events/${event.slug}/rsvps`, {
      data: { firstName, lastName, email: `${unique(firstName)}@example.org`, website: '' },
    });
    expect(res.status()).toBe(201);
  }
  const list = page.getByRole('list', { name: 'RSVPs' });
  const total = page.getByRole('status').filter({ hasText: /^\d+ RSVPs?$/ });
  const onlyCory = async () => {
    await expect(page.getByLabel('Search')).toHaveValue(tag);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('waitlisted');
    await expect(total).toHaveText('1 RSVP');
    await expect(list.getByText(`Cory ${tag}`, { exact: true }).first()).toBeVisible();
    await expect(list.getByText(`Avery ${tag}`, { exact: true })).toHaveCount(0);
  };

  await signInAt(page, `/admin/events/${event.slug}/rsvps`);
  await expect(total).toHaveText('3 RSVPs');
  await page.getByLabel('Search').fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(total).toHaveText('2 RSVPs');
  await page.getByLabel('Status', { exact: true }).selectOption('waitlisted');
  await expect(page).toHaveURL(/[?&]status=waitlisted/);
  await onlyCory();
  await expect(page.getByRole('link', { name: 'Export 1 matching RSVP' })).toHaveAttribute(
    'href',
    `/api/admin/export/rsvps.csv?event=${event.slug}&q=${tag}&status=waitlisted`,
  );

  await page.reload();
  await onlyCory();
  await page.getByRole('link', { name: 'Back to Events' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await page.goBack();
  await onlyCory();
  await page.goForward();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await page.goBack();
  await onlyCory();
});

test('the Upcoming/Past tab lives in the address: reload and Back keep it', async ({ page, baseURL }) => {
  const upcoming = unique('Town Hall Ahead');
  const pastTitle = unique('Caucus Behind');
  await createEvent(baseURL!, upcoming);
  const threeDaysAgo = new Date(Math.floor((Date.now() - 3 * 24 * HOUR) / 60_000) * 60_000);
  await createEvent(baseURL!, pastTitle, {
    startsAt: threeDaysAgo.toISOString(),
    endsAt: new Date(threeDaysAgo.getTime() + 2 * HOUR).toISOString(),
  });
  const pastTab = page.getByRole('tab', { name: 'Past' });
  const showsPast = async () => {
    await expect(pastTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: pastTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: upcoming })).toHaveCount(0);
  };

  await signInAt(page, '/admin/events');
  await expect(page.getByRole('heading', { name: upcoming })).toBeVisible();
  await pastTab.click();
  await expect(page).toHaveURL(/\/admin\/events\?when=past$/);
  await showsPast();
  await page.reload();
  await showsPast();
  await page.getByRole('link', { name: `RSVPs for ${pastTitle}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `RSVPs: ${pastTitle}` })).toBeVisible();
  await page.goBack();
  await showsPast();
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(page.getByRole('heading', { name: upcoming })).toBeVisible();
});
