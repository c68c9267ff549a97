// Invitations and two-factor recovery codes (CONTRACT section 16, migration 0018).
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

/**
 * One row per invitation sent. Its token is an HMAC over (id, salt) with the server's secret, as a
 * password-reset link's is, so the row alone makes no working link and the message is rebuilt when
 * it is sent, never stored. Open while unused, unrevoked and unexpired.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    accessUntil: timestamp('access_until', { withTimezone: true }),
    salt: text('salt').notNull(),
    invitedBy: text('invited_by').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('admin_invitations_expires_idx').on(t.expiresAt)],
);

/** Ten per account while two-factor is on, kept only as hashes; each usable once. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    // References admin_users(id) ON DELETE CASCADE in the migration.
    adminId: integer('admin_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);

export type AdminInvitation = typeof adminInvitations.$inferSelect;
