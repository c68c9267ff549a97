import ical, { ICalAlarmType, ICalEventStatus } from 'ical-generator';
import { SITE_NAME } from '../../shared/content/pages';
import type { EventHead } from './published';
import { absoluteUrl } from '../web/absolute-urls';
import { eventLocationText, eventPath } from '../../shared/event-links';

// Calendar files (CONTRACT section 14), written by ical-generator with times in UTC: every calendar
// program shows them in its own zone, and no VTIMEZONE rules can go stale. The meeting link is never
// in a public file (EventHead has none); the confirmation's attachment may carry it in its text.

// Issue 34: ical-generator escapes an event's texts but writes the calendar's NAME and
// X-WR-CALNAME as given, so an event title with a line break wrote whole VEVENTs and METHOD:REQUEST.
// Titles now refuse line breaks; what is stored still passes through here on its way into a file.
// RFC 5545 TEXT holds no control character but the tab; a line break is written escaped (`\n`).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A text for a property ical-generator escapes itself: control characters dropped. */
const calendarText = (value: string) => value.replace(CONTROLS, '');

/** A text for a property it writes as given (the calendar's name): escaped as RFC 5545 says. */
const escapedText = (value: string) =>
  calendarText(value)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n');

/** A stable UID: the event's id, which a changed title or slug does not change. */
const uidOf = (event: Pick<EventHead, 'id'>, siteUrl: string) => `${event.id}@${new URL(siteUrl).hostname}`;

function calendar(name: string) {
  return ical({
    name: escapedText(name),
    // PRODID is no TEXT value (no escapes): the campaign's name on one line.
    prodId: { company: calendarText(SITE_NAME).replace(/[\r\n]+/g, ' '), product: 'Events', language: 'EN' },
  });
}

function addEvent(cal: ReturnType<typeof ical>, siteUrl: string, event: EventHead, extra = '') {
  const url = absoluteUrl(siteUrl, eventPath(event.slug))!;
  cal.createEvent({
    id: uidOf(event, siteUrl),
    start: event.startsAt,
    end: event.endsAt,
    stamp: event.updatedAt,
    summary: calendarText(event.title),
    description: calendarText([event.summary, extra, url].filter(Boolean).join('\n\n')),
    location: calendarText(eventLocationText(event)),
    url,
    status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // A reminder a day before (CONTRACT section 14), for people who never open the reminder e-mail.
    alarms: [
      {
        type: ICalAlarmType.display,
        trigger: 24 * 60 * 60,
        description: calendarText(`Tomorrow: ${event.title}`),
      },
    ],
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
