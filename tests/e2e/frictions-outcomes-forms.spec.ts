import type { Locator, Page } from '@playwright/test';
import { campaign } from '../../shared/content/campaign';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectToast, unique } from './helpers/admin-ui';

// Issue 35, point 1, for the contact, volunteer, endorsement and story forms: after SPEC's toast the
// form gives way to a lasting state (role="status", focus on its heading) that says what happened
// and what comes next, and a button brings the empty form back. Desktop and phone (@phone), with axe.

/** The lasting outcome: a status region named by its heading, which holds the focus. */
async function expectOutcome(page: Page, heading: string): Promise<Locator> {
  const outcome = page.getByRole('status').filter({ has: page.getByRole('heading', { name: heading }) });
  await expect(outcome).toBeVisible();
  await expect(outcome.getByRole('heading', { name: heading, exact: true })).toBeFocused();
  return outcome;
}

test('a contact message gives way to what happens next, and "Send another message" brings the empty form back @phone', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('First Name').fill('Ana');
  await form.getByLabel('Last Name').fill('Reyes');
  await form.getByLabel('Email Address').fill(`${unique('contact')}@example.org`);
  await form.getByLabel('Subject').fill('Phone bank');
  await form.getByLabel('Message').fill('Can I host a phone bank at my local?');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expectToast(page, 'Message sent!', 'Thank you for your message. We will get back to you soon.');
  const outcome = await expectOutcome(page, 'Your message reached the campaign');
  await expect(outcome).toContainText(
    'A member of the team reads every message, and we will get back to you soon.',
  );
  await expect(outcome.getByRole('link', { name: campaign.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${campaign.contactEmail}`,
  );
  await expect(outcome.getByRole('link', { name: 'See upcoming events' })).toHaveAttribute('href', '/events');
  await expect(form).toHaveCount(0);
  await expectNoAxeViolations(page);

  await outcome.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message reached the campaign' })).toHaveCount(
    0,
  );
  await expect(form.getByLabel('First Name')).toBeFocused();
  for (const label of ['First Name', 'Last Name', 'Email Address', 'Subject', 'Message'])
    await expect(form.getByLabel(label)).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('a volunteer sign-up says a coordinator will be in touch and offers events and sharing @phone', async ({
  page,
}) => {
  await page.goto('/get-involved');
  const form = page.getByRole('form', { name: 'Join the Team' });
  await form.getByLabel('First Name').fill('Sam');
  await form.getByLabel('Last Name').fill('Lee');
  await form.getByLabel('Email').fill(`${unique('volunteer')}@example.org`);
  await form.getByLabel('How would you like to help?').selectOption({ label: 'Canvassing' });
  await form.getByRole('button', { name: 'Join the Team' }).click();

  await expectToast(page, 'Welcome to the team!', 'Thank you for volunteering. We will contact you soon.');
  const outcome = await expectOutcome(page, "You're on the team");
  await expect(outcome).toContainText('A campaign organizer will contact you soon about where you can help.');
  await expect(outcome).toContainText('your own link to share the campaign');
  await expect(outcome.getByRole('link', { name: 'See upcoming events' })).toHaveAttribute('href', '/events');
  await expect(outcome.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(form).toHaveCount(0);
  // The story form further down the page is untouched.
  await expect(page.getByRole('form', { name: 'Share Your Story' })).toBeVisible();
  await expectNoAxeViolations(page);

  await outcome.getByRole('button', { name: 'Sign up someone else' }).click();
  await expect(form.getByLabel('First Name')).toBeFocused();
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(form.getByLabel('How would you like to help?')).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Join the Team' })).toBeEnabled();
});

test('an endorsement says it will appear once reviewed, and "Add another endorsement" brings the form back @phone', async ({
  page,
}) => {
  await page.goto('/endorsements');
  const form = page.getByRole('form', { name: 'Add Your Endorsement' });
  await form.getByLabel('Name').fill(unique('Endorser'));
  await form.getByLabel('Endorsement').fill('Jordan fought for my grievance.');
  await form.getByRole('button', { name: 'Submit Endorsement' }).click();

  await expectToast(
    page,
    'Thank you for your endorsement!',
    'Your endorsement will be reviewed before posting.',
  );
  const outcome = await expectOutcome(page, 'Your endorsement is in');
  await expect(outcome).toContainText(
    'Campaign staff review every endorsement. Once approved, it will appear under Member Endorsements on this page.',
  );
  await expect(outcome.getByRole('link', { name: 'Volunteer with the team' })).toHaveAttribute(
    'href',
    '/get-involved',
  );
  await expect(outcome.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expectNoAxeViolations(page);

  await outcome.getByRole('button', { name: 'Add another endorsement' }).click();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Endorsement')).toHaveValue('');
  await expect(form.getByText('Security Protected')).toBeVisible();
});

test('a story says it is reviewed before it is shared, and "Share another story" brings the form back @phone', async ({
  page,
}) => {
  await page.goto('/get-involved');
  const form = page.getByRole('form', { name: 'Share Your Story' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(unique('Storyteller'));
  await form.getByLabel('Email').fill(`${unique('story')}@example.org`);
  await form.getByLabel('Your Story').fill('The union won my back pay.');
  await form.getByRole('button', { name: 'Share Your Story' }).click();

  await expectToast(
    page,
    'Thank you for sharing your story!',
    'Your story will be reviewed before it is shared.',
  );
  const outcome = await expectOutcome(page, 'Your story is in');
  await expect(outcome).toContainText(
    'Campaign staff read every story before it is shared. Once approved, it will appear under Member Stories on the Endorsements page, and we will e-mail you when it is live.',
  );
  await expect(outcome.getByRole('link', { name: 'Read Member Stories' })).toHaveAttribute(
    'href',
    '/endorsements',
  );
  await expect(form).toHaveCount(0);
  // The volunteer form further up the page is untouched.
  await expect(page.getByRole('form', { name: 'Join the Team' })).toBeVisible();
  await expectNoAxeViolations(page);

  await outcome.getByRole('button', { name: 'Share another story' }).click();
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expect(form.getByLabel('Your Story')).toHaveValue('');
});
