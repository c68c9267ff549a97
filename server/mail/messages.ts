import { emailsContent, fillTemplate as fill, type EmailsContent } from '../../shared/content/emails';
import { seedSettings } from '../../shared/site-content/seed-site';
import { greetingFirstWord, greetingName } from './greeting';
import { unsubscribeHeaders } from './subscriber-links';
import { renderEmail, type EmailContent, type MailSettings } from './layout';
import type { OutgoingMessage } from './queue';

// The messages supporters get (CONTRACT section 11), built from the words of the editable page
// `emails` and the stored settings (contact address, "Paid for by"), both as staff last saved them
// (CONTRACT section 13): the services pass them, read in the transaction that queues the message
// (server/mail/texts.ts). Of what a supporter typed, only their first name appears, in a greeting
// (greeting.ts), in the body only, where the layout escapes it; never a subject or message: a
// stranger can enter anyone's address (CONTRACT section 11).

/** The stored words a message is built from. */
export interface MailWords {
  texts: EmailsContent;
  settings: MailSettings;
}

/** A new site's words, for tools that queue messages without reading the database (the mail bench). */
export const FIRST_MAIL_WORDS: MailWords = { texts: emailsContent, settings: seedSettings };

/** The paragraph that offers the reader's own share link, when there is one (CONTRACT section 17). */
const shareBlock = (template: string, shareUrl: string | undefined) =>
  shareUrl ? [{ paragraph: fill(template, { shareUrl }) }] : [];

/** What each message decides; the rest (site address, footer settings, layout) is the same for all. */
interface SupporterMessage extends Omit<EmailContent, 'siteUrl' | 'settings'> {
  kind: string;
  to: string;
  subject: string;
  headers?: Record<string, string>;
}

/** One supporter message, laid out by the shared e-mail layout with the stored footer settings. */
function supporterMessage(
  siteUrl: string,
  settings: MailSettings,
  { kind, to, subject, headers, ...content }: SupporterMessage,
): OutgoingMessage {
  return {
    kind,
    to,
    subject,
    ...(headers && { headers }),
    ...renderEmail({ siteUrl, settings, ...content }),
  };
}

export function newsletterConfirmMessage(
  siteUrl: string,
  to: string,
  confirmUrl: string,
  { texts, settings }: MailWords = FIRST_MAIL_WORDS,
  shareUrl?: string,
): OutgoingMessage {
  const t = texts.newsletterConfirm;
  return supporterMessage(siteUrl, settings, {
    kind: 'newsletter-confirm',
    to,
    subject: t.subject,
    heading: t.heading,
    preheader: t.expiry,
    blocks: [
      { paragraph: t.intro },
      { button: { label: t.button, url: confirmUrl } },
      { paragraph: t.expiry },
      ...shareBlock(t.share, shareUrl),
    ],
    reason: t.ignore,
  });
}

/** After a confirmation: the subscriber's first list message, with the unsubscribe link that never expires. */
export function newsletterWelcomeMessage(
  siteUrl: string,
  to: string,
  unsubscribeUrl: string,
  { texts, settings }: MailWords = FIRST_MAIL_WORDS,
): OutgoingMessage {
  const t = texts.newsletterWelcome;
  return supporterMessage(siteUrl, settings, {
    kind: 'newsletter-welcome',
    to,
    subject: t.subject,
    headers: unsubscribeHeaders(unsubscribeUrl),
    heading: t.heading,
    blocks: [{ paragraph: t.intro }, { paragraph: t.unsubscribe }],
    reason: t.reason,
    unsubscribeUrl,
  });
}

export function volunteerWelcomeMessage(
  siteUrl: string,
  to: string,
  firstName: string,
  { texts, settings }: MailWords = FIRST_MAIL_WORDS,
  shareUrl?: string,
): OutgoingMessage {
  const t = texts.volunteerWelcome;
  const values = { firstName: greetingName(firstName), siteUrl, contactEmail: settings.contactEmail };
  return supporterMessage(siteUrl, settings, {
    kind: 'volunteer-welcome',
    to,
    subject: t.subject,
    heading: fill(t.heading, values),
    blocks: [
      { paragraph: t.intro },
      { list: t.nextSteps.map((step) => fill(step, values)) },
      ...shareBlock(t.share, shareUrl),
      { paragraph: fill(t.contact, values) },
    ],
    reason: t.reason,
  });
}

/** The receipt says the message arrived; it never quotes the subject or the message. */
export function contactReceiptMessage(
  siteUrl: string,
  to: string,
  firstName: string,
  { texts, settings }: MailWords = FIRST_MAIL_WORDS,
): OutgoingMessage {
  const t = texts.contactReceipt;
  const values = { firstName: greetingName(firstName), contactEmail: settings.contactEmail };
  return supporterMessage(siteUrl, settings, {
    kind: 'contact-receipt',
    to,
    subject: t.subject,
    heading: fill(t.heading, values),
    blocks: [{ paragraph: t.intro }, { paragraph: fill(t.reply, values) }],
    reason: t.reason,
  });
}

export function storyApprovedMessage(
  siteUrl: string,
  to: string,
  name: string,
  { texts, settings }: MailWords = FIRST_MAIL_WORDS,
): OutgoingMessage {
  const t = texts.storyApproved;
  return supporterMessage(siteUrl, settings, {
    kind: 'story-approved',
    to,
    subject: t.subject,
    heading: fill(t.heading, { name: greetingFirstWord(name) }),
    blocks: [
      { paragraph: t.intro },
      { button: { label: t.button, url: `${siteUrl}/endorsements` } },
      { paragraph: t.thanks },
    ],
    reason: t.reason,
  });
}
