// Delegates, their history and contact log (CONTRACT section 15), in a module of their own;
// shared/schema.ts re-exports it. Staff data about union members: it never leaves the admin area.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONTACT_METHODS, CONTACT_OUTCOMES, DELEGATE_KINDS, HISTORY_FIELDS, PLEDGES } from './delegate-types';
import { adminUsers } from './schema-accounts';
import { createdAt } from './schema-columns';

/**
 * What the delegate list's `q` searches, lower-cased into one text per row and kept in the generated
 * column `search_text` with a trigram GIN index (migration 0019). Kept rather than computed per
 * query: ILIKE over the expression cost some 6 microseconds a row, LIKE over the stored text a
 * fraction of that, so a search stays fast even where the planner prefers a scan to the index.
 */
export const DELEGATE_SEARCH_TEXT = `lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || local)`;

export const delegates = pgTable(
  'delegates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    local: text('local').notNull(),
    region: text('region').notNull(),
    kind: text('kind', { enum: DELEGATE_KINDS }).notNull().default('delegate'),
    support: smallint('support'),
    pledge: text('pledge', { enum: PLEDGES }).notNull().default('none'),
    // An account's username; the account going leaves the delegate without an owner.
    owner: text('owner').references(() => adminUsers.username, { onDelete: 'set null', onUpdate: 'cascade' }),
    nextStepText: text('next_step_text'),
    nextStepDue: date('next_step_due', { mode: 'string' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(sql.raw(DELEGATE_SEARCH_TEXT)),
  },
  (t) => [
    index('delegates_email_idx').using('btree', sql`lower(${t.email})`),
    index('delegates_identity_idx').using(
      'btree',
      sql`lower(${t.firstName})`,
      sql`lower(${t.lastName})`,
      sql`lower(${t.local})`,
    ),
    index('delegates_name_idx').using('btree', sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    index('delegates_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // "My delegates": one owner's rows in the order of their next steps.
    index('delegates_owner_due_idx').on(t.owner, t.nextStepDue),
    index('delegates_updated_idx').on(t.updatedAt, t.id),
    index('delegates_due_idx').on(t.nextStepDue),
    index('delegates_tags_idx').using('gin', t.tags),
    // The count's check that nothing changed (server/delegates/count.ts) reads this, not the rows.
    index('delegates_version_idx').on(t.id, t.version),
    check('delegates_support_range', sql`${t.support} IS NULL OR ${t.support} BETWEEN 1 AND 5`),
    check('delegates_pledge_rule', sql`${t.pledge} = 'none' OR ${t.support} IN (1, 2)`),
  ],
);

/** Every change of support, pledge or owner: who, when, from and to (values as text). */
export const delegateHistory = pgTable(
  'delegate_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    delegateId: uuid('delegate_id')
      .notNull()
      .references(() => delegates.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    by: text('by').notNull(),
    field: text('field', { enum: HISTORY_FIELDS }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
  },
  (t) => [
    index('delegate_history_delegate_idx').on(t.delegateId, t.at),
    index('delegate_history_field_idx').on(t.field, t.at),
  ],
);

/** The contact log: append-only, one entry per clientId for a delegate (a retried phone logs once). */
export const delegateContacts = pgTable(
  'delegate_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    delegateId: uuid('delegate_id')
      .notNull()
      .references(() => delegates.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    by: text('by').notNull(),
    method: text('method', { enum: CONTACT_METHODS }).notNull(),
    outcome: text('outcome', { enum: CONTACT_OUTCOMES }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('delegate_contacts_client_idx').on(t.delegateId, t.clientId),
    index('delegate_contacts_at_idx').on(t.delegateId, t.at),
  ],
);

/** One row (`id` 1): the campaign's win number, null for a majority of the seated. */
export const delegateSettings = pgTable('delegate_settings', {
  id: integer('id').primaryKey(),
  winNumber: integer('win_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

export type DelegateRow = typeof delegates.$inferSelect;
export type DelegateContactRow = typeof delegateContacts.$inferSelect;
