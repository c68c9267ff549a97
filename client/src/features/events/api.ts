import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, getJson } from '@/lib/api';
import { withAttribution } from '@/lib/visit';
import { takeEmbeddedAnswer } from '@/lib/embedded-answers';
import type { PublicEvent, PublicEventSummary, RsvpLinkView, RsvpStatus } from '@shared/event-types';
import { eventsUrl, eventUrl } from '@shared/public-api-urls';
import type { RsvpChange, RsvpParsed } from '@shared/schemas/events';

// Public event reads and the RSVP calls (CONTRACT section 14).

export const eventKeys = {
  all: ['events'] as const,
  list: (when: 'upcoming' | 'past', limit?: number) => [...eventKeys.all, 'list', when, limit ?? 0] as const,
  detail: (slug: string) => [...eventKeys.all, 'detail', slug] as const,
};

export const eventListQuery = (when: 'upcoming' | 'past', limit?: number) =>
  queryOptions({
    queryKey: eventKeys.list(when, limit),
    queryFn: () => getJson<PublicEventSummary[]>(eventsUrl(when, limit)),
    // /events' first HTML holds both lists: the page renders once, with them (never stale, SPEC 7).
    initialData: () => takeEmbeddedAnswer<PublicEventSummary[]>(eventsUrl(when, limit)),
  });

export async function fetchEvent(slug: string): Promise<PublicEvent> {
  try {
    return await getJson<PublicEvent>(eventUrl(slug));
  } catch (err) {
    throw new Error(
      err instanceof ApiError && err.status === 404 ? 'Event not found' : 'Failed to fetch event',
    );
  }
}

export const eventQuery = (slug: string) =>
  queryOptions({
    queryKey: eventKeys.detail(slug),
    queryFn: () => fetchEvent(slug),
    // The event page's first HTML holds the event (server/site/answers-block.ts).
    initialData: () => takeEmbeddedAnswer<PublicEvent>(eventUrl(slug)),
  });

export async function submitRsvp(slug: string, values: RsvpParsed): Promise<{ status: RsvpStatus }> {
  const res = await apiRequest('POST', `${eventUrl(slug)}/rsvps`, withAttribution(values));
  return (await res.json()) as { status: RsvpStatus };
}

export async function viewRsvpLink(token: string): Promise<RsvpLinkView> {
  const res = await apiRequest('POST', '/api/events/rsvp/view', { token });
  return (await res.json()) as RsvpLinkView;
}

export async function cancelRsvp(token: string): Promise<void> {
  await apiRequest('POST', '/api/events/rsvp/cancel', { token });
}

/** PATCH /api/events/rsvp: names, phone and guests, through the RSVP's own link. */
export async function changeRsvp(values: RsvpChange): Promise<{ status: RsvpStatus }> {
  const res = await apiRequest('PATCH', '/api/events/rsvp', values);
  return (await res.json()) as { status: RsvpStatus };
}

/** A cancelled RSVP comes after all: a seat if one is free, else the waitlist. */
export async function rejoinRsvp(token: string): Promise<{ status: RsvpStatus }> {
  const res = await apiRequest('POST', '/api/events/rsvp/rejoin', { token });
  return (await res.json()) as { status: RsvpStatus };
}
