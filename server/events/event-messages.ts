import { eventLocationText } from '../../shared/event-links';
import { formatEventRange } from '../../shared/event-time';
import { eq } from 'drizzle-orm';
import { eventRsvps, events } from '../../shared/schema';
import {
  queueRenderedMessage,
  registerMailRenderer,
  renderEmail,
  type EmailBlock,
  type OutgoingAttachment,
  type RenderedMessage,
} from '../mail';
import type { MailSettings } from '../mail/layout';
import { getSettings } from '../services/site-settings';
import { absoluteUrl } from '../web/site-urls';
import { eventPath } from '../../shared/event-links';
import type { EventNotice, NoticeKind, NoticeSink } from './event-notices';
import { eventCalendar } from './ics';
import { rsvpLinkPath, rsvpToken } from './rsvp-token';

// The messages an RSVP and an event change owe people (CONTRACT section 14), queued in the outbox
// in the transaction of the change. Subjects hold the event's title only, never a supporter's text;
// the online meeting link appears in messages to registered people and nowhere public.

interface Wording {
  subject: (title: string) => string;
  heading: string;
  intro: (n: EventNotice) => string;
  /** Registered people get the meeting link and the calendar file. */
  details: boolean;
}

const party = (guests: number) =>
  guests === 0 ? 'you' : `you and ${guests} guest${guests === 1 ? '' : 's'}`;

const WORDING: Record<NoticeKind, Wording> = {
  registered: {
    subject: (t) => `You're registered: ${t}`,
    heading: "You're registered",
    intro: (n) => `Hi ${n.rsvp.firstName}, we have a place for ${party(n.rsvp.guests)} at ${n.event.title}.`,
    details: true,
  },
  promoted: {
    subject: (t) => `A seat opened up: you're registered for ${t}`,
    heading: "A seat opened up: you're in",
    intro: (n) =>
      `Hi ${n.rsvp.firstName}, a seat opened up and ${party(n.rsvp.guests)} are now registered for ${n.event.title}.`,
    details: true,
  },
  waitlisted: {
    subject: (t) => `You're on the waitlist: ${t}`,
    heading: "You're on the waitlist",
    intro: (n) =>
      `Hi ${n.rsvp.firstName}, ${n.event.title} is full for now, so ${party(n.rsvp.guests)} are on the waitlist. If seats open up, we will register you in the order people joined and e-mail you at once.`,
    details: false,
  },
  changed: {
    subject: (t) => `Updated time or place: ${t}`,
    heading: 'The event has changed',
    intro: (n) =>
      `Hi ${n.rsvp.firstName}, the time or place of ${n.event.title} has changed. Here are the new details.`,
    details: true,
  },
  cancelled: {
    subject: (t) => `Cancelled: ${t}`,
    heading: 'The event is cancelled',
    intro: (n) =>
      `Hi ${n.rsvp.firstName}, we are sorry: ${n.event.title} has been cancelled. You don't need to do anything.`,
    details: false,
  },
  reminder: {
    subject: (t) => `Reminder: ${t} is tomorrow`,
    heading: 'See you tomorrow',
    intro: (n) =>
      `Hi ${n.rsvp.firstName}, this is a reminder that ${n.event.title} starts in about 24 hours.`,
    details: true,
  },
};

function blocksFor(notice: EventNotice, wording: Wording, pageUrl: string, cancelUrl: string): EmailBlock[] {
  const { event, rsvp } = notice;
  const registered = rsvp.status === 'registered';
  const blocks: EmailBlock[] = [{ paragraph: wording.intro(notice) }];
  if (notice.kind !== 'cancelled') {
    blocks.push({
      list: [
        `When: ${formatEventRange(event.startsAt, event.endsAt, event.timeZone)}`,
        `Where: ${eventLocationText(event)}`,
      ],
    });
    if (wording.details && registered && event.locationKind === 'online' && event.onlineUrl)
      blocks.push(
        { paragraph: 'Join online with this link (please do not share it):' },
        {
          link: { label: 'Join the meeting', url: event.onlineUrl },
        },
      );
    blocks.push({ button: { label: 'View the event', url: pageUrl } });
    blocks.push({ link: { label: "Can't make it? Cancel your RSVP", url: cancelUrl } });
  }
  return blocks;
}

function calendarAttachment(notice: EventNotice, siteUrl: string): OutgoingAttachment {
  const { event } = notice;
  const link = event.locationKind === 'online' && event.onlineUrl ? `Join online: ${event.onlineUrl}` : '';
  return {
    filename: `${event.slug}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: eventCalendar(siteUrl, event, link),
  };
}

/** The message of a notice, built from the RSVP and event as they are when it is sent. */
function buildMessage(notice: EventNotice, siteUrl: string, settings: MailSettings): RenderedMessage {
  const wording = WORDING[notice.kind];
  const pageUrl = absoluteUrl(siteUrl, eventPath(notice.event.slug))!;
  const cancelUrl = absoluteUrl(siteUrl, rsvpLinkPath(rsvpToken(notice.rsvp)))!;
  const { text, html } = renderEmail({
    heading: wording.heading,
    preheader: notice.event.title,
    blocks: blocksFor(notice, wording, pageUrl, cancelUrl),
    reason: `You are getting this message because you RSVPed for ${notice.event.title}.`,
    siteUrl,
    settings,
  });
  const attach = wording.details && notice.rsvp.status === 'registered';
  return {
    subject: wording.subject(notice.event.title),
    text,
    html,
    attachments: attach ? [calendarAttachment(notice, siteUrl)] : undefined,
  };
}

// Kinds that only make sense while the RSVP is still registered when the message goes out.
const FOR_REGISTERED = new Set<NoticeKind>(['registered', 'promoted', 'reminder']);

/**
 * Rendered when sent (registerMailRenderer), not in the transaction of the RSVP: the e-mail layout
 * costs milliseconds that would otherwise be spent holding the event's row lock while 100 people
 * wait. A message whose RSVP has since gone, or is no longer registered where that matters, is
 * skipped.
 */
for (const kind of Object.keys(WORDING) as NoticeKind[]) {
  registerMailRenderer(`event-${kind}`, async ({ db, config }, ref) => {
    const [row] = await db
      .select({ rsvp: eventRsvps, event: events })
      .from(eventRsvps)
      .innerJoin(events, eq(events.id, eventRsvps.eventId))
      .where(eq(eventRsvps.id, ref))
      .limit(1);
    if (!row || (FOR_REGISTERED.has(kind) && row.rsvp.status !== 'registered')) return null;
    return buildMessage({ kind, ...row }, config.siteUrl, await getSettings(db));
  });
}

/** Queues each notice's message with the transaction it is given; its body is built when sent. */
export function eventMessages(): NoticeSink {
  return async (tx, notices) => {
    for (const notice of notices)
      await queueRenderedMessage(tx, {
        kind: `event-${notice.kind}`,
        to: notice.rsvp.email,
        ref: notice.rsvp.id,
      });
  };
}
