import { eventLocationText } from '../../shared/event-links';
import { formatEventRange } from '../../shared/event-time';
import { eq } from 'drizzle-orm';
import { eventRsvps, events, type EventRsvpRow } from '../../shared/schema';
import {
  queueRenderedMessage,
  registerMailRenderer,
  renderEmail,
  type EmailBlock,
  type OutgoingAttachment,
  type RenderedMessage,
} from '../mail';
import type { MailSettings } from '../mail';
import { getSettings } from '../site';
import { absoluteUrl } from '../web/absolute-urls';
import { eventPath } from '../../shared/event-links';
import { WORDING, type Wording } from './message-words';
import type { EventNotice, NoticeKind, NoticeSink } from './notices';
import { eventCalendar } from './ics';
import { rsvpLinkPath, rsvpToken } from './rsvp-token';

// The messages an RSVP and an event change owe people (CONTRACT section 14), queued in the outbox
// in the transaction of the change. Subjects hold the event's title only, never a supporter's text;
// the online meeting link appears in messages to registered people and nowhere public.

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
    const label = rsvp.status === 'cancelled' ? 'RSVP again' : 'Change or cancel your RSVP';
    blocks.push({ link: { label, url: cancelUrl } });
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

// Kinds that only make sense while the RSVP is still registered when the message goes out, and the
// one that only makes sense while it is still cancelled.
const FOR_REGISTERED = new Set<NoticeKind>(['registered', 'promoted', 'reminder']);
const stale = (kind: NoticeKind, status: EventRsvpRow['status']) =>
  (FOR_REGISTERED.has(kind) && status !== 'registered') || (kind === 'withdrawn' && status !== 'cancelled');

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
    if (!row || stale(kind, row.rsvp.status)) return null;
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
