// What the accounts, sessions and audit endpoints of CONTRACT section 10 answer, shared by both sides.

/** Sent by the admin area's timed requests (session check, stats refresh): they do not count as activity. */
export const BACKGROUND_HEADER = 'X-Background';

/** How long before an idle sign-out the admin area warns (CONTRACT section 10). */
export const IDLE_WARNING_MS = 60 * 1000;

export interface AdminAccount {
  username: string;
  role: string;
  createdAt: string;
  lastLoginAt: string | null;
  disabled: boolean;
}

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
