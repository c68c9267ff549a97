// Links an event page offers, built the same way wherever they are shown.

export const eventPath = (slug: string) => `/events/${encodeURIComponent(slug)}`;
export const eventCalendarPath = (slug: string) => `${eventPath(slug)}/calendar.ics`;
export const EVENTS_FEED_PATH = '/events.ics';

export interface CalendarLinkEvent {
  title: string;
  summary: string;
  startsAt: string;
  endsAt: string;
  location: { kind: 'in-person' | 'online'; venue?: string; address?: string };
}

export const locationLine = (location: CalendarLinkEvent['location']) =>
  location.kind === 'online' ? 'Online' : [location.venue, location.address].filter(Boolean).join(', ');

/** Google Calendar's "add event" page for the event, in UTC as the .ics file has it. */
export function googleCalendarUrl(event: CalendarLinkEvent, pageUrl: string): string {
  const stamp = (iso: string) =>
    new Date(iso)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${stamp(event.startsAt)}/${stamp(event.endsAt)}`,
    details: [event.summary, pageUrl].filter(Boolean).join('\n\n'),
    location: locationLine(event.location),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** A map search for an in-person event's place. */
export const mapUrl = (location: CalendarLinkEvent['location']) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(locationLine(location))}`;

/** An event row's place in words: "Online", or its venue and address. */
export const eventLocationText = (event: {
  locationKind: 'in-person' | 'online';
  venue: string | null;
  address: string | null;
}) =>
  locationLine({
    kind: event.locationKind,
    venue: event.venue ?? undefined,
    address: event.address ?? undefined,
  });

/** Home's "Upcoming events": the next three (CONTRACT section 14). */
export const HOME_UPCOMING_EVENTS = 3;
