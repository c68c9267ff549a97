import { expect, expectNoAxeViolations, expectToast, test, unique } from './helpers/admin-ui';
import { createEvent } from './helpers/events-api';

// Issue 35, point 1: every public form ends in a lasting state that says what happened and what
// comes next, with texts that fit full and online events. Desktop and phone (@phone), with axe.

async function rsvp(page: import('@playwright/test').Page, button: string) {
  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Email Address').fill(`${unique('dana')}@example.org`);
  await page.getByRole('button', { name: button, exact: true }).click();
}

test('an RSVP gives way to "You\'re going" with calendar, cancel and share links @phone', async ({
  page,
  baseURL,
}) => {
  const event = await createEvent(baseURL!, unique('Town Hall'));
  await page.goto(`/events/${event.slug}`);
  await expect(page.getByText('we save your seat')).toBeVisible();
  await rsvp(page, 'RSVP');
  await expectToast(page, "You're registered!", 'Check your e-mail for the details and a calendar file.');
  const panel = page.getByRole('status').filter({ hasText: "You're going" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: /Add to calendar/ })).toBeVisible();
  await expect(panel.getByText(/cancel/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a full event offers "Join waitlist" and ends "You\'re on the waitlist" @phone', async ({
  page,
  baseURL,
}) => {
  const event = await createEvent(baseURL!, unique('Small Caucus'), { capacity: 1 });
  await page.goto(`/events/${event.slug}`);
  await rsvp(page, 'RSVP');
  await expect(page.getByRole('heading', { name: "You're going" })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Full: join the waitlist below')).toBeVisible();
  await expect(page.getByText('we save your seat')).toHaveCount(0);
  await rsvp(page, 'Join waitlist');
  await expect(page.getByRole('heading', { name: "You're on the waitlist" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an online event asks for no guests @phone', async ({ page, baseURL }) => {
  const event = await createEvent(baseURL!, unique('Online Call'), {
    location: { kind: 'online' },
    onlineUrl: 'https://meet.example.org/call',
  });
  await page.goto(`/events/${event.slug}`);
  await expect(page.getByLabel('First Name')).toBeVisible();
  await expect(page.getByLabel('Guests you are bringing')).toHaveCount(0);
  await expect(page.getByText('e-mail you the link to join').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
