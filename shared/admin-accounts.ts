// What the accounts, sessions and audit endpoints of CONTRACT section 10 answer, shared by both sides.

/** Sent by the admin area's timed requests (session check, stats refresh): they do not count as activity. */
export const BACKGROUND_HEADER = 'X-Background';

/** How long before an idle sign-out the admin area warns (CONTRACT section 10). */
export const IDLE_WARNING_MS = 60 * 1000;

/** GET /api/admin/users items (CONTRACT sections 10 and 16). */
export interface AdminAccount {
  username: string;
  role: string;
  createdAt: string;
  lastLoginAt: string | null;
  disabled: boolean;
  email: string | null;
  /** An ISO date-time after which the account cannot sign in and its sessions end, or null. */
  accessUntil: string | null;
  /** Whether the account signs in with a second factor. */
  twoFactor: boolean;
}

/** POST /api/admin/users and POST /api/admin/invitations/accept: the new account. */
export interface CreatedAccount {
  username: string;
  role: string;
}

/** POST /api/admin/login and GET /api/admin/session, once signed in. */
export interface SignedInAnswer {
  admin: { username: string; role: string };
}

/**
 * Set to `required` on the sign-in, session and two-factor answers when REQUIRE_TWO_FACTOR names
 * the account's role and it has no second factor yet: the admin area then takes it to the set-up
 * screen. A header, so the bodies keep CONTRACT's exact shapes.
 */
export const TWO_FACTOR_SETUP_HEADER = 'X-Two-Factor-Setup';

/** PATCH /api/admin/users/:username refusals (CONTRACT sections 10 and 16). */
export const LAST_ADMIN_MESSAGE = 'The last enabled admin cannot be demoted or disabled';
export const SELF_CHANGE_MESSAGE = 'You cannot change your own role, access or status';

/**
 * GET /api/admin/session answers when the idle limit ends the session, counted from the admin's
 * last own action: as a moment, and as milliseconds from the server's now (immune to a wrong
 * client clock).
 */
export const IDLE_EXPIRES_HEADER = 'X-Idle-Expires-At';
export const IDLE_REMAINING_HEADER = 'X-Idle-Remaining-Ms';

export interface AuditEntryView {
  id: number;
  actor: string;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_LIMIT = 200;
