// What the events API answers (CONTRACT section 14), for the client and the server alike.
import type { SignupOrigin } from './schemas/analytics';

export interface EventLocation {
  kind: 'in-person' | 'online';
  venue?: string;
  address?: string;
}

/** An item of GET /api/events: never the online meeting link. */
export interface PublicEventSummary {
  slug: string;
  title: string;
  summary: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  location: EventLocation;
  capacity: number | null;
  /** Seats taken by registered RSVPs (1 + guests each). */
  registered: number;
  full: boolean;
  status: 'scheduled' | 'cancelled';
}

/** GET /api/events/:slug: the summary plus the sanitized description and the image. */
export interface PublicEvent extends PublicEventSummary {
  description: string;
  featuredImage: string | null;
}

export type RsvpStatus = 'registered' | 'waitlisted' | 'cancelled';

/** The admin's view of an event: every field, the meeting link and markdown description included. */
export interface AdminEvent {
  id: string;
  slug: string;
  title: string;
  summary: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  location: EventLocation;
  onlineUrl: string | null;
  capacity: number | null;
  featuredImage: string | null;
  status: 'draft' | 'published' | 'cancelled';
  createdAt: string;
  updatedAt: string;
  counts: RsvpCounts;
}

export interface RsvpCounts {
  registered: number;
  waitlisted: number;
  cancelled: number;
  /** Guests of registered RSVPs. */
  guests: number;
  /** Seats taken: registered RSVPs plus their guests. */
  seats: number;
  attended: number;
}

export interface AdminRsvp extends Partial<SignupOrigin> {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  guests: number;
  status: RsvpStatus;
  attended: boolean;
  createdAt: string;
}

/** What the cancel page shows about an RSVP named by its link (never the e-mail address). */
export interface RsvpLinkView {
  status: RsvpStatus;
  firstName: string;
  lastName: string;
  phone: string | null;
  guests: number;
  event: { slug: string; title: string; startsAt: string; endsAt: string; timeZone: string };
}
