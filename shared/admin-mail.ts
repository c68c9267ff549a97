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
