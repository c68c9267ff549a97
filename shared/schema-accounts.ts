// Admin accounts and what keeps them safe: sessions, the audit trail, rate-limit counters, and the
// erasures whose table files are still to be rewritten (CONTRACT sections 4, 9 and 10).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
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
    // Moves on with every credential change (server/services/admin-credentials.ts); a session
    // stamped with an older value is over.
    credentialEpoch: integer('credential_epoch').notNull().default(0),
    // CONTRACT section 11 (migration 0010): the admin's own address and staff-alert choices.
    email: text('email'),
    notifyVolunteers: text('notify_volunteers', { enum: NOTIFY_CHOICES }).notNull().default('off'),
    notifyEndorsements: text('notify_endorsements', { enum: NOTIFY_CHOICES }).notNull().default('off'),
    notifyTestimonials: text('notify_testimonials', { enum: NOTIFY_CHOICES }).notNull().default('off'),
    notifyContacts: text('notify_contacts', { enum: NOTIFY_CHOICES }).notNull().default('off'),
    // How far the staff alerts have reported (server/jobs/staff-alerts.ts).
    alertsInstantThrough: timestamp('alerts_instant_through', { withTimezone: true }),
    alertsDailyThrough: date('alerts_daily_through', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('admin_users_username_idx').on(t.username),
    index('admin_users_email_idx').using('btree', sql`lower(${t.email})`),
  ],
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
