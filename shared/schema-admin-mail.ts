// Password-reset requests (CONTRACT section 11, migration 0010).
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

/**
 * One row per reset link sent. The link's token is an HMAC over (id, salt) with the server's secret,
 * so the row alone cannot rebuild it; `passwordStamp` fingerprints the password hash of that moment,
 * so any later password change voids the link.
 */
export const adminPasswordResets = pgTable(
  'admin_password_resets',
  {
    id: serial('id').primaryKey(),
    // References admin_users(id) ON DELETE CASCADE in the migration (the table lives in schema.ts).
    adminId: integer('admin_id').notNull(),
    salt: text('salt').notNull(),
    passwordStamp: text('password_stamp').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // The requesting address's place (server/accounts/sign-in-places.ts, migration 0014): links are
    // counted per admin and place, so a stranger's requests never use up the admin's own.
    requestedFrom: text('requested_from'),
  },
  (t) => [index('admin_password_resets_admin_idx').on(t.adminId, t.createdAt.desc())],
);

export type AdminPasswordReset = typeof adminPasswordResets.$inferSelect;
