import { emailsContent, fillTemplate as fill, type EmailsContent } from '../../shared/content/emails';
import { seedSettings } from '../../shared/site-content/seed-site';
import { unsubscribeHeaders } from './subscriber-links';
import { renderEmail, type MailSettings } from './layout';
import type { OutgoingMessage } from './queue';

// The messages supporters get (CONTRACT section 11), built from the words of the editable page
// `emails` and the stored settings (contact address, "Paid for by"), both as staff last saved them
// (CONTRACT section 13): the services pass them, read in the transaction that queues the message
// (server/services/email-texts.ts). Their own text (names, subjects, messages) goes into the body
// only, where the layout escapes it.

/** The stored words a message is built from. */
export interface MailWords {
  texts: EmailsContent;
  settings: MailSettings;
}

/** A new site's words, for tools that queue messages without reading the database (the mail bench). */
export const FIRST_MAIL_WORDS: MailWords = { texts: emailsContent, settings: seedSettings };

export function newsletterConfirmMessage(
  siteUrl: string,
  to: string,
  confirmUrl: string,
  { texts, settings }: MailWords = FIRST_MAIL_WORDS,
): OutgoingMessage {
  const t = texts.newsletterConfirm;
  return {
    kind: 'newsletter-confirm',
    to,
    subject: t.subject,
    ...renderEmail({
      siteUrl,
      settings,
      heading: t.heading,
      preheader: t.expiry,
      blocks: [
        { paragraph: t.intro },
        { button: { label: t.button, url: confirmUrl } },
        { paragraph: t.expiry },
      ],
      reason: t.ignore,
    }),
  };
}

/** After a confirmation: the subscriber's first list message, with the unsubscribe link that never expires. */
export function newsletterWelcomeMessage(
  siteUrl: string,
  to: string,
  unsubscribeUrl: string,
  { texts, settings }: MailWords = FIRST_MAIL_WORDS,
): OutgoingMessage {
  const t = texts.newsletterWelcome;
  return {
    kind: 'newsletter-welcome',
    to,
    subject: t.subject,
    headers: unsubscribeHeaders(unsubscribeUrl),
    ...renderEmail({
      siteUrl,
      settings,
      heading: t.heading,
      blocks: [{ paragraph: t.intro }, { paragraph: t.unsubscribe }],
      reason: t.reason,
      unsubscribeUrl,
    }),
  };
}

export function volunteerWelcomeMessage(
  siteUrl: string,
  to: string,
  firstName: string,
  { texts, settings }: MailWords = FIRST_MAIL_WORDS,
): OutgoingMessage {
  const t = texts.volunteerWelcome;
  const values = { firstName, siteUrl, contactEmail: settings.contactEmail };
  return {
    kind: 'volunteer-welcome',
    to,
    subject: t.subject,
    ...renderEmail({
      siteUrl,
      settings,
      heading: fill(t.heading, values),
      blocks: [
        { paragraph: t.intro },
        { list: t.nextSteps.map((step) => fill(step, values)) },
        { paragraph: fill(t.contact, values) },
      ],
      reason: t.reason,
    }),
  };
}

export interface ContactReceiptInput {
  firstName: string;
  subject: string;
  message: string;
}

export function contactReceiptMessage(
  siteUrl: string,
  to: string,
  input: ContactReceiptInput,
  { texts, settings }: MailWords = FIRST_MAIL_WORDS,
): OutgoingMessage {
  const t = texts.contactReceipt;
  const values = { firstName: input.firstName, subject: input.subject, contactEmail: settings.contactEmail };
  return {
    kind: 'contact-receipt',
    to,
    subject: t.subject,
    ...renderEmail({
      siteUrl,
      settings,
      heading: fill(t.heading, values),
      blocks: [
        { paragraph: t.intro },
        { quote: input.message, caption: fill(t.quoteCaption, values) },
        { paragraph: fill(t.reply, values) },
      ],
      reason: t.reason,
    }),
  };
}

export function storyApprovedMessage(
  siteUrl: string,
  to: string,
  name: string,
  { texts, settings }: MailWords = FIRST_MAIL_WORDS,
): OutgoingMessage {
  const t = texts.storyApproved;
  return {
    kind: 'story-approved',
    to,
    subject: t.subject,
    ...renderEmail({
      siteUrl,
      settings,
      heading: fill(t.heading, { name }),
      blocks: [
        { paragraph: t.intro },
        { button: { label: t.button, url: `${siteUrl}/endorsements` } },
        { paragraph: t.thanks },
      ],
      reason: t.reason,
    }),
  };
}
