// Visits counted without cookies, and where sign-ups came from (CONTRACT section 17).
import { sql } from 'drizzle-orm';
import { date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Attribution } from './schemas/attribution';

/** A sign-up's attribution, as the form sent it and the shared schema cleaned it (null: none). */
export const attributionColumn = () => jsonb('attribution').$type<Attribution>();

/**
 * A volunteer's or subscriber's share code, for SITE_URL/?ref=<code>: 48 random bits in 12 hex
 * characters, made by the database so that rows from any path (and those from before) have one.
 */
export const shareCodeColumn = () =>
  text('share_code')
    .notNull()
    .default(sql`left(md5(gen_random_uuid()::text), 12)`);

export const ANALYTICS_KINDS = ['site', 'page', 'source', 'campaign'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

/**
 * Views and visitors per day in CAMPAIGN_TIME_ZONE, for the whole site (`key` ''), a page (its
 * path), a source or a campaign (their names). Each instance adds its counts in batches.
 */
export const analyticsCounts = pgTable(
  'analytics_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ANALYTICS_KINDS }).notNull(),
    key: text('key').notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.key] })],
);

/**
 * The visitors already counted today, by the hash of the day's secret, their address and user
 * agent: one row per (day, what was counted, hash), so that every instance counts a visitor once.
 * Deleted with its day's secret when the day ends.
 */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ANALYTICS_KINDS }).notNull(),
    key: text('key').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.key, t.hash] })],
);

/** The day's random secret, shared by every instance; deleted when its day ends. */
export const analyticsSecrets = pgTable('analytics_secrets', {
  day: date('day', { mode: 'string' }).primaryKey(),
  secret: text('secret').notNull(),
});
