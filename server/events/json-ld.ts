import { SITE_NAME } from '../../shared/content/pages';
import { eventPath } from '../../shared/event-links';
import { isoInZone } from '../../shared/event-time';
import type { EventHead } from './published';
import { absoluteUrl } from '../web/absolute-urls';

/**
 * The schema.org Event block of an event page's crawler HTML, so search engines can show the event.
 * An online event's location is its page on this site: the meeting link is never public.
 */
export function eventJsonLd(siteUrl: string, event: EventHead, image?: string): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, eventPath(event.slug))!;
  const online = event.locationKind === 'online';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary || event.title,
    url,
    startDate: isoInZone(event.startsAt, event.timeZone),
    endDate: isoInZone(event.endsAt, event.timeZone),
    eventStatus:
      event.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url }
      : {
          '@type': 'Place',
          name: event.venue || event.address,
          ...(event.address ? { address: event.address } : {}),
        },
    ...(image ? { image: [image] } : {}),
    organizer: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(siteUrl, '/') },
  };
}
