// What the invitation endpoints of CONTRACT section 16 answer, shared by both sides.

/** An invitation works for 7 days, once. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The one answer for a used, revoked, expired or changed invitation token (a 400). */
export const INVITATION_INVALID = 'This invitation is invalid or has expired.';

/** The outbox kind of an invitation message, whose body (it holds the token) is never stored. */
export const INVITATION_KIND = 'admin-invitation';

/** The page an invitation links to: `/admin/invite/<token>`, a secret path (shared/secret-paths.ts). */
export const INVITE_PATH_PREFIX = '/admin/invite/';

/** POST /api/admin/invitations (201) and each item of GET /api/admin/invitations. */
export interface InvitationView {
  id: number;
  email: string;
  role: string;
  expiresAt: string;
  accessUntil: string | null;
  /** The admin who sent it, and when (the list shows them). */
  invitedBy: string;
  createdAt: string;
}
