// What the admin e-mail endpoints of CONTRACT section 11 answer, shared by both sides.

export const NOTIFY_CHOICES = ['off', 'instant', 'daily'] as const;
export type NotifyChoice = (typeof NOTIFY_CHOICES)[number];

/** The four kinds of staff alert, in the order the Settings card lists them. */
export const ALERT_KINDS = ['volunteers', 'endorsements', 'testimonials', 'contacts'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export type Notifications = Record<AlertKind, NotifyChoice>;

/** GET /api/admin/account. */
export interface AdminAccountSettings {
  username: string;
  role: string;
  email: string | null;
  notifications: Notifications;
}

/** The one answer of POST /api/admin/password-reset, whoever the address belongs to. */
export const RESET_REQUESTED = 'If that address belongs to an admin, a reset link is on its way.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';
/** How long a reset link works, and how many one admin may be sent per hour. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const RESET_MAX_PER_HOUR = 3;

/** The outbox kind of a reset message, whose body is never stored. */
export const PASSWORD_RESET_KIND = 'admin-password-reset';

/** GET /api/admin/email: the mail server as the Settings card shows it (its host, never a password). */
export interface MailServerView {
  configured: boolean;
  host: string | null;
  from: string;
  /** CAMPAIGN_TIME_ZONE: digests go out at 08:00 in it, and a new event starts in it. */
  timeZone: string;
}

/** The Settings card's names for the four alert kinds and three choices. */
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  volunteers: 'New volunteers',
  endorsements: 'Pending endorsements',
  testimonials: 'Pending stories',
  contacts: 'Contact messages',
};
export const NOTIFY_CHOICE_LABELS: Record<NotifyChoice, string> = {
  off: 'Off',
  instant: 'Instant (within about a minute)',
  daily: 'Daily digest at 08:00',
};

/**
 * What staff may read of a message (issue 35): its plain text with every personal link taken out
 * (`shown`), nothing for a message whose point is a personal link (`private`), or nothing because
 * what a message built at sending time was made from is gone (`gone`).
 */
export interface OutboxContent {
  state: 'shown' | 'private' | 'gone';
  text: string | null;
}
export const OUTBOX_PRIVATE_NOTE = 'Private: this message holds a personal link';
export const OUTBOX_GONE_NOTE =
  'Gone: this message was written when it was sent, from records that no longer exist';
/** Stands where a personal link (confirm, unsubscribe, reset, RSVP, invitation) was. */
export const PERSONAL_LINK_REMOVED = '[personal link removed]';

/** GET /api/admin/outbox items; GET /api/admin/outbox/:id adds `text` and `html`. */
export interface OutboxItem {
  id: number;
  to: string;
  subject: string;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  content: OutboxContent;
}
export interface OutboxMessage extends OutboxItem {
  text: string | null;
  html: string | null;
}

/** The kind of the Settings card's test message. */
export const TEST_MESSAGE_KIND = 'admin-test';

/** The subscriber list's status filter and badges. */
export const SUBSCRIBER_STATUS_LABELS = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
} as const;

/** The Outbox's status filter and badges. */
export const OUTBOX_STATUS_LABELS = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  held: 'Held',
  skipped: 'Skipped',
} as const;

/** The outbox's kinds as staff would say them (issue 35); a kind added later shows as words. */
export const OUTBOX_KIND_LABELS: Record<string, string> = {
  'newsletter-confirm': 'Newsletter confirmation',
  'newsletter-welcome': 'Newsletter welcome',
  'newsletter-test': 'Newsletter test',
  newsletter: 'Newsletter',
  'volunteer-welcome': 'Volunteer welcome',
  'contact-receipt': 'Contact receipt',
  'story-approved': 'Story approved',
  'staff-alert': 'Staff alert',
  'staff-digest': 'Staff digest',
  'admin-password-reset': 'Password reset',
  'admin-test': 'Test message',
  'event-registered': 'RSVP confirmation',
  'event-waitlisted': 'Waitlist notice',
  'event-promoted': 'Off the waitlist',
  'event-changed': 'Event changed',
  'event-cancelled': 'Event cancelled',
  'event-reminder': 'Event reminder',
  'event-link': 'RSVP link',
  'event-withdrawn': 'RSVP cancelled',
};

export const outboxKindLabel = (kind: string) => {
  const known = OUTBOX_KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[-_.]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
