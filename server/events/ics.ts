import ical, { ICalEventStatus } from 'ical-generator';
import { SITE_NAME } from '../../shared/content/pages';
import type { EventHead } from '../services/events-public';
import { absoluteUrl } from '../web/site-urls';
import { eventLocationText, eventPath } from '../../shared/event-links';

// Calendar files (CONTRACT section 14), written by ical-generator with times in UTC: every calendar
// program shows them in its own zone, and no VTIMEZONE rules can go stale. The meeting link is never
// in a public file (EventHead has none); the confirmation's attachment may carry it in its text.

/** A stable UID: the event's id, which a changed title or slug does not change. */
const uidOf = (event: Pick<EventHead, 'id'>, siteUrl: string) => `${event.id}@${new URL(siteUrl).hostname}`;

function calendar(name: string) {
  return ical({ name, prodId: { company: SITE_NAME, product: 'Events', language: 'EN' } });
}

function addEvent(cal: ReturnType<typeof ical>, siteUrl: string, event: EventHead, extra = '') {
  const url = absoluteUrl(siteUrl, eventPath(event.slug))!;
  cal.createEvent({
    id: uidOf(event, siteUrl),
    start: event.startsAt,
    end: event.endsAt,
    stamp: event.updatedAt,
    summary: event.title,
    description: [event.summary, extra, url].filter(Boolean).join('\n\n'),
    location: eventLocationText(event),
    url,
    status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** One event's .ics; `extra` is text for the description (a confirmation's meeting link). */
export function eventCalendar(siteUrl: string, event: EventHead, extra?: string): string {
  const cal = calendar(event.title);
  addEvent(cal, siteUrl, event, extra);
  return cal.toString();
}

/** /events.ics: every upcoming published event. */
export function eventsFeed(siteUrl: string, events: EventHead[]): string {
  const cal = calendar(`${SITE_NAME}: Events`);
  for (const event of events) addEvent(cal, siteUrl, event);
  return cal.toString();
}
