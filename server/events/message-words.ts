import type { EventRsvpRow } from '../../shared/schema';
import { greetingName } from '../mail';
import type { EventNotice, NoticeKind } from './notices';

// The words of each message an RSVP or an event change owes a person (messages.ts builds them).
// Of what the person typed, only their first name, in the greeting (CONTRACT section 11); the
// event's title is staff's.

export interface Wording {
  subject: (title: string) => string;
  heading: string;
  intro: (n: EventNotice) => string;
  /** Registered people get the meeting link and the calendar file. */
  details: boolean;
}

const party = (guests: number) =>
  guests === 0 ? 'you' : `you and ${guests} guest${guests === 1 ? '' : 's'}`;

// What the link message says of the RSVP as it stands, to its holder only.
const LINK_STATUS: Record<EventRsvpRow['status'], (guests: number) => string> = {
  registered: (guests) => `${party(guests)} have a place.`,
  waitlisted: (guests) => `${party(guests)} are on the waitlist.`,
  cancelled: () => 'your RSVP is cancelled, and the link below lets you come after all.',
};

export const WORDING: Record<NoticeKind, Wording> = {
  registered: {
    subject: (t) => `You're registered: ${t}`,
    heading: "You're registered",
    intro: (n) =>
      `Hi ${greetingName(n.rsvp.firstName)}, we have a place for ${party(n.rsvp.guests)} at ${n.event.title}.`,
    details: true,
  },
  promoted: {
    subject: (t) => `A seat opened up: you're registered for ${t}`,
    heading: "A seat opened up: you're in",
    intro: (n) =>
      `Hi ${greetingName(n.rsvp.firstName)}, a seat opened up and ${party(n.rsvp.guests)} are now registered for ${n.event.title}.`,
    details: true,
  },
  waitlisted: {
    subject: (t) => `You're on the waitlist: ${t}`,
    heading: "You're on the waitlist",
    intro: (n) =>
      `Hi ${greetingName(n.rsvp.firstName)}, ${n.event.title} is full for now, so ${party(n.rsvp.guests)} are on the waitlist. If seats open up, we will register you in the order people joined and e-mail you at once.`,
    details: false,
  },
  changed: {
    subject: (t) => `Updated time or place: ${t}`,
    heading: 'The event has changed',
    intro: (n) =>
      `Hi ${greetingName(n.rsvp.firstName)}, the time or place of ${n.event.title} has changed. Here are the new details.`,
    details: true,
  },
  cancelled: {
    subject: (t) => `Cancelled: ${t}`,
    heading: 'The event is cancelled',
    intro: (n) =>
      `Hi ${greetingName(n.rsvp.firstName)}, we are sorry: ${n.event.title} has been cancelled. You don't need to do anything.`,
    details: false,
  },
  link: {
    subject: (t) => `Your RSVP: ${t}`,
    heading: 'Your RSVP',
    intro: (n) =>
      `Hi ${greetingName(n.rsvp.firstName)}, someone (we hope you) asked to RSVP for ${n.event.title} with this address, which has an RSVP already. Nothing has changed: ${LINK_STATUS[n.rsvp.status](n.rsvp.guests)} To change your names, phone or guests, or to cancel, use the link below.`,
    details: false,
  },
  withdrawn: {
    subject: (t) => `Your RSVP is cancelled: ${t}`,
    heading: 'Your RSVP is cancelled',
    intro: (n) =>
      `Hi ${greetingName(n.rsvp.firstName)}, your RSVP for ${n.event.title} is cancelled and your seat is free for someone else. Changed your mind? The link below lets you RSVP again.`,
    details: false,
  },
  reminder: {
    subject: (t) => `Reminder: ${t} is tomorrow`,
    heading: 'See you tomorrow',
    intro: (n) =>
      `Hi ${greetingName(n.rsvp.firstName)}, this is a reminder that ${n.event.title} starts in about 24 hours.`,
    details: true,
  },
};
