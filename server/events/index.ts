// Events (CONTRACT section 14): what other capabilities read of them.
export { findAdminEvent } from './editing';
export { eventJsonLd } from './json-ld';
export {
  findEventHead,
  findPublicEvent,
  listEventsForSitemap,
  listPublicEvents,
  publicEventSlugs,
} from './published';
export type { EventHead } from './published';
export { rsvpSource } from './rsvps-admin';
// Seats freed elsewhere (an erasure) go to the waitlist, and those moved up are told.
export { eventMessages } from './messages';
export type { EventNotice, NoticeSink } from './notices';
export { promoteWaitlist } from './seats';
export { rsvpActivity } from './activity';
