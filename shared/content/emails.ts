// The words of every message the site sends supporters (CONTRACT section 11), in the campaign's
// voice: short, and each says what happens next. `{placeholders}` are filled by the server with
// plain text that the layout escapes. Subjects hold no supporter text: they become a header.
import { z } from 'zod';

const line = z.string().trim().min(1).max(300);
const paragraph = z.string().trim().min(1).max(2000);
// A subject is one header line: no CR or LF, whatever an editor types.
const subject = line.regex(/^[^\r\n]+$/, { error: 'A subject is one line' });
// Why the reader gets the message, in the footer. A default, so that a page stored before these
// lines were editable still reads (with the first words for them) rather than falling back whole.
const reason = (first: string) => paragraph.default(first);

// The personal share link (CONTRACT section 17): everyone who signs up through it is credited to the
// reader. Defaults, so that a page stored before these lines were editable still reads.
const NEWSLETTER_SHARE =
  'Once you have confirmed, pass the campaign on with your own link: {shareUrl}. Everyone who signs up through it is counted as someone you brought in.';
const VOLUNTEER_SHARE =
  'Your own share link: {shareUrl}. Everyone who signs up through it is counted as someone you brought in.';

export const emailsContentSchema = z.object({
  newsletterConfirm: z.object({
    subject,
    heading: line,
    intro: paragraph,
    button: line,
    expiry: paragraph,
    ignore: paragraph,
    share: paragraph.default(NEWSLETTER_SHARE),
  }),
  newsletterWelcome: z.object({
    subject,
    heading: line,
    intro: paragraph,
    unsubscribe: paragraph,
    reason: reason('You get this message because you confirmed your subscription to campaign updates.'),
  }),
  /** The line the newsletter form shows after its success toast, whatever the address's state. */
  newsletterFormNotice: paragraph,
  volunteerWelcome: z.object({
    subject,
    heading: line,
    intro: paragraph,
    nextSteps: z.array(line).min(1).max(6),
    contact: paragraph,
    share: paragraph.default(VOLUNTEER_SHARE),
    reason: reason('You get this message because you signed up to volunteer on our site.'),
  }),
  // Nothing the sender typed but their first name (CONTRACT section 11): no `{subject}`, no quote.
  contactReceipt: z.object({
    subject,
    heading: line,
    intro: paragraph,
    reply: paragraph,
    reason: reason('You get this message because you wrote to the campaign through our site.'),
  }),
  storyApproved: z.object({
    subject,
    heading: line,
    intro: paragraph,
    button: line,
    thanks: paragraph,
    reason: reason('You get this message because you shared your story on our site.'),
  }),
});

export type EmailsContent = z.infer<typeof emailsContentSchema>;

export const emailsContent: EmailsContent = emailsContentSchema.parse({
  newsletterConfirm: {
    subject: 'Please confirm your subscription',
    heading: 'One click to confirm',
    intro:
      'Someone, hopefully you, asked to get campaign updates from Jordan Ellis at this address. Confirm below and we will keep you posted on the race, the issues and how to help.',
    button: 'Confirm subscription',
    expiry: 'This link works for 7 days.',
    ignore: 'Did not ask for this? Ignore this message and you will get nothing more from us.',
  },
  newsletterWelcome: {
    subject: 'You are subscribed',
    heading: 'You are on the list',
    intro:
      'Your subscription is confirmed. You will hear from the campaign when there is news worth your time: the race, the issues, and how to help.',
    unsubscribe: 'Changed your mind? Every message has an unsubscribe link, this one included.',
  },
  newsletterFormNotice:
    'Check your inbox: a link to confirm your subscription is on its way. It works for 7 days.',
  volunteerWelcome: {
    subject: 'Welcome to the team',
    heading: 'Welcome to the team, {firstName}!',
    intro: 'Thank you for signing up to volunteer. Members like you are how this campaign wins.',
    nextSteps: [
      'A campaign organizer will contact you within a few days about where you can help.',
      'Meanwhile, read the platform and talk to two colleagues about the race.',
      'Share the campaign with members in your local: {siteUrl}',
    ],
    contact: 'Questions? Reply to this message or write to {contactEmail}.',
  },
  contactReceipt: {
    subject: 'We received your message',
    heading: 'Thanks for writing, {firstName}',
    intro: 'Your message reached the campaign. A member of the team reads every one.',
    reply: 'We will answer within a few days. If it is urgent, write to {contactEmail}.',
  },
  storyApproved: {
    subject: 'Your story is now on the site',
    heading: 'Your story is live, {name}',
    intro: 'Thank you for sharing your story. It is now on the site with the other Member Stories.',
    button: 'See it on the Endorsements page',
    thanks: 'Stories like yours show members what this campaign is about. Pass the link on.',
  },
});

/** Fills `{name}` placeholders with plain text (escaped later, by the layout, in the HTML part). */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
