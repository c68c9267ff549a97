// Admin accounts and what keeps them safe: sessions, the audit trail, rate-limit counters, and the
// erasures whose table files are still to be rewritten (CONTRACT sections 4, 9 and 10).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { NOTIFY_CHOICES } from './admin-mail';
import { createdAt } from './schema-columns';

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('admin'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // A disabled admin cannot sign in and has no session (CONTRACT section 10).
    disabled: boolean('disabled').notNull().default(false),
    // Moves on with every credential change (server/accounts/credentials.ts); a session
    // stamped with an older value is over.
    credentialEpoch: integer('credential_epoch').notNull().default(0),
    // CONTRACT section 11 (migration 0010): the admin's own address and staff-alert choices.
    email: text('email'),
    notifyVolunteers: text('notify_volunteers', { enum: NOTIFY_CHOICES }).notNull().default('off'),
    notifyEndorsements: text('notify_endorsements', { enum: NOTIFY_CHOICES }).notNull().default('off'),
    notifyTestimonials: text('notify_testimonials', { enum: NOTIFY_CHOICES }).notNull().default('off'),
    notifyContacts: text('notify_contacts', { enum: NOTIFY_CHOICES }).notNull().default('off'),
    // How far the staff alerts have reported (server/mail/alerts-job.ts).
    alertsInstantThrough: timestamp('alerts_instant_through', { withTimezone: true }),
    alertsDailyThrough: date('alerts_daily_through', { mode: 'string' }),
    // CONTRACT section 16 (migration 0018): after this moment the account cannot sign in and its
    // sessions end (the per-request check compares it).
    accessUntil: timestamp('access_until', { withTimezone: true }),
    // The TOTP secret, sealed with a key from the server's secret (server/accounts/two-factor/);
    // set when two-factor is on. The pending one waits for its first code at set-up.
    twoFactorSecret: text('two_factor_secret'),
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    // The last 30-second step whose code was accepted: that code, and older ones, never again.
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('admin_users_username_idx').on(t.username),
    index('admin_users_email_idx').using('btree', sql`lower(${t.email})`),
  ],
);

/**
 * Where each admin signed in (CONTRACT section 10, migration 0014): a keyed hash of the client's
 * address (IPv4, or IPv6 /64), never the address. The right password from a place of the last 30
 * days passes the per-username limit, which a stranger could otherwise fill to lock the admin out.
 */
export const adminSignInPlaces = pgTable(
  'admin_sign_in_places',
  {
    // References admin_users(id) ON DELETE CASCADE in the migration.
    adminId: integer('admin_id').notNull(),
    place: text('place').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'admin_sign_in_places_pk', columns: [t.adminId, t.place] })],
);

/** Erasures whose table files are still to be rewritten, so a restart finishes the work. */
export const erasureCompactions = pgTable('erasure_compactions', {
  id: serial('id').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what to which record, for moderation, post changes and account changes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

/** express-session rows, in the layout connect-pg-simple expects (it cannot create it on PGlite). */
export const session = pgTable(
  'session',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6 }).notNull(),
  },
  (t) => [index('IDX_session_expire').on(t.expire)],
);

/**
 * Fixed-window counters for express-rate-limit, shared by every app instance. UNLOGGED (migration
 * 0002): a crash resets them, and in exchange a hit commits without waiting for the disk.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export type AdminUser = typeof adminUsers.$inferSelect;
