import { E2E_SMTP_PORT } from '../../playwright.config';
import { emailsContent } from '../../shared/content/emails';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp-server';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectToast, unique } from './helpers/admin-ui';

// In one worker, in order (the SMTP server listens on one fixed port).
test.describe.configure({ mode: 'default' });

// The newsletter's double opt-in as a reader lives it (CONTRACT section 11): subscribe, open the
// confirmation link from the message that arrived, confirm, then unsubscribe from the link in the
// next message. The server delivers to this test's own SMTP server (playwright.config.ts), on one
// port: so these tests run in the desktop project only (no @phone), never twice at once.

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startSmtpServer(E2E_SMTP_PORT);
});
test.afterAll(() => smtp?.close());

/** The newest message to `to` whose subject is `subject`, waiting for the server's sender to deliver it. */
async function messageTo(to: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = smtp.received.findLast((m) => m.envelope.to[0] === to && m.parsed.subject === subject);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

const linkIn = (mail: ReceivedMail, path: string) => {
  const link = mail.parsed.text?.match(new RegExp(`https?://\\S+${path}\\S+`))?.[0];
  if (!link) throw new Error(`No ${path} link in the message`);
  return link;
};

test('subscribe, confirm from the delivered link, then unsubscribe from the next message', async ({
  page,
}) => {
  const email = `${unique('optin')}@example.org`;
  await page.goto('/updates');
  const form = page.getByRole('form', { name: 'Stay Updated' });
  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Thank you for subscribing!', "You'll receive campaign updates in your inbox.");
  // The form gives way to a lasting line (issue 35), in every newsletter form on the page.
  await expect(form).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: emailsContent.newsletterFormNotice }).first(),
  ).toBeVisible();

  const confirmation = await messageTo(email, 'Please confirm your subscription');
  await page.goto(linkIn(confirmation, '/newsletter/confirm/'));
  // One click, as the e-mail says: the page confirms as it opens and offers a next step.
  await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible();
  // Scoped to the page's own text: the footer keeps its "check your inbox" line for the visit.
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Thank you! Your subscription is confirmed.',
  );
  await expect(page.getByRole('link', { name: 'RSVP to an event' })).toHaveAttribute('href', '/events');
  await expect(page.getByRole('link', { name: 'Volunteer', exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const welcome = await messageTo(email, 'You are subscribed');
  await page.goto(linkIn(welcome, '/unsubscribe/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'You are unsubscribed. You will get no more campaign updates by e-mail.',
  );
});

test('an altered confirmation link says so on the page as it opens', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 400/);
  await page.goto(
    '/newsletter/confirm/00000000-0000-4000-8000-000000000000.abcdefabcdefabcdefabcdefabcdefab',
  );
  await expect(page.getByRole('alert')).toHaveText('This confirmation link is invalid or has expired.');
});
