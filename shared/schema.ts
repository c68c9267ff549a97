// The one Drizzle schema, shared by the server (queries, migrations) and by types the client imports.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  approval,
  createdAt,
  filteredNewestFirstIndex,
  lowerEmailIndex,
  newestFirstIndex,
  searchDocument,
  trigramIndex,
  tsvector,
} from './schema-columns';
import { attributionColumn, shareCodeColumn } from './schema-analytics';

export { PEOPLE_SEARCH_TEXT } from './schema-columns';
// Uploaded images and their files, in a module of their own; exported here so that drizzle-kit and
// every importer see one schema.
export * from './schema-media';
// The site's editable words (CONTRACT section 13).
export * from './schema-site';
// The outbox and its helpers (CONTRACT section 11).
export * from './schema-mail';
// Password-reset requests (CONTRACT section 11).
export * from './schema-admin-mail';
// Newsletters sent from posts and their recipients (CONTRACT section 12).
export * from './schema-newsletter-sends';
// Admin accounts, sessions, the audit trail, rate limits and pending erasure rewrites.
export * from './schema-accounts';
// Invitations and two-factor recovery codes (CONTRACT section 16).
export * from './schema-invitations';

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    // Markdown as the editor wrote it; contentHtml is its sanitized rendering, made once at write time.
    content: text('content').notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    featuredImage: text('featured_image'),
    featuredImageAlt: text('featured_image_alt'),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    author: text('author').notNull().default('admin'),
    // Grows by one with every change; a PATCH that names an older one is refused (CONTRACT section 8).
    version: integer('version').notNull().default(1),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(() => searchDocument(sql`"title"`, sql`"excerpt"`, sql`"content"`)),
  },
  (t) => [
    uniqueIndex('posts_slug_idx').on(t.slug),
    index('posts_status_published_idx').on(t.status, t.publishedAt.desc(), t.createdAt.desc()),
    // GIN serves `@@` on the search document and `@>` on the arrays (GET /api/posts filters).
    index('posts_search_idx').using('gin', t.search),
    index('posts_categories_idx').using('gin', t.categories),
    index('posts_tags_idx').using('gin', t.tags),
  ],
);

export const volunteers = pgTable(
  'volunteers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    helpType: text('help_type').notNull(),
    createdAt: createdAt(),
    attribution: attributionColumn(),
    shareCode: shareCodeColumn(),
  },
  (t) => [
    uniqueIndex('volunteers_share_code_idx').on(t.shareCode),
    newestFirstIndex('volunteers_newest_idx'),
    filteredNewestFirstIndex('volunteers_help_type_newest_idx', 'help_type'),
    index('volunteers_email_idx').on(t.email),
    trigramIndex('volunteers'),
    lowerEmailIndex('volunteers'),
  ],
);

export const endorsements = pgTable(
  'endorsements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    title: text('title'),
    endorsement: text('endorsement').notNull(),
    approved: approval(),
    createdAt: createdAt(),
    attribution: attributionColumn(),
  },
  (t) => [
    index('endorsements_status_idx').on(t.approved, t.createdAt.desc()),
    newestFirstIndex('endorsements_newest_idx'),
    filteredNewestFirstIndex('endorsements_status_newest_idx', 'approved'),
    trigramIndex('endorsements'),
  ],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    title: text('title'),
    organization: text('organization'),
    story: text('story').notNull(),
    approved: approval(),
    createdAt: createdAt(),
    attribution: attributionColumn(),
  },
  (t) => [
    index('testimonials_status_idx').on(t.approved, t.createdAt.desc()),
    newestFirstIndex('testimonials_newest_idx'),
    filteredNewestFirstIndex('testimonials_status_newest_idx', 'approved'),
    trigramIndex('testimonials'),
    lowerEmailIndex('testimonials'),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    attribution: attributionColumn(),
  },
  () => [newestFirstIndex('contacts_newest_idx'), trigramIndex('contacts'), lowerEmailIndex('contacts')],
);

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const newsletters = pgTable(
  'newsletters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    // Double opt-in (CONTRACT section 11); rows from before it are confirmed (migration 0009).
    status: text('status', { enum: SUBSCRIBER_STATUSES }).notNull().default('pending'),
    // The unsubscribe link's secret: one per subscriber, never expires, never changes.
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    // The newest confirmation link's secret and when it was sent (valid 7 days; one per 10 minutes).
    confirmToken: text('confirm_token'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    attribution: attributionColumn(),
    shareCode: shareCodeColumn(),
  },
  (t) => [
    uniqueIndex('newsletters_email_idx').on(t.email),
    uniqueIndex('newsletters_share_code_idx').on(t.shareCode),
    index('newsletters_status_newest_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    newestFirstIndex('newsletters_newest_idx'),
    trigramIndex('newsletters'),
    lowerEmailIndex('newsletters'),
  ],
);

/**
 * How many rows each supporter table holds, per UTC day of `created_at` and per filter value (a
 * volunteer's help type and whether they left a phone number, a testimonial's or endorsement's
 * status). Kept by triggers in the same transaction as every insert, update, delete and truncate
 * (migration 0007), so the dashboard's figures, the daily chart and an unsearched list's
 * X-Total-Count add up a few hundred of these rows instead of counting 100,000 (issue 13).
 */
export const signupCounts = pgTable(
  'signup_counts',
  {
    list: text('list', {
      enum: ['volunteers', 'endorsements', 'testimonials', 'contacts', 'newsletters'],
    }).notNull(),
    // help_type, approved, or '' for lists without a filter.
    bucket: text('bucket').notNull(),
    hasPhone: boolean('has_phone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.list, t.bucket, t.hasPhone, t.day] }),
    // The daily chart reads the last days of every list.
    index('signup_counts_day_idx').on(t.day),
  ],
);

/** Earlier states of a post, newest first in the editor's panel (CONTRACT section 8). */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    reason: text('reason', {
      enum: ['created', 'saved', 'autosaved', 'published', 'unpublished', 'restored'],
    }).notNull(),
    author: text('author').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    featuredImage: text('featured_image'),
    featuredImageAlt: text('featured_image_alt'),
    createdAt: createdAt(),
    // An autosave that collapses into this revision moves it on.
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('post_revisions_post_idx').on(t.postId, t.createdAt.desc())],
);

export type Post = typeof posts.$inferSelect;
export type Volunteer = typeof volunteers.$inferSelect;
export type Endorsement = typeof endorsements.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
export type Newsletter = typeof newsletters.$inferSelect;
export type PostRevision = typeof postRevisions.$inferSelect;
// Events and RSVPs (CONTRACT section 14).
export * from './schema-events';
// Visits and where sign-ups come from (CONTRACT section 17).
export * from './schema-analytics';
// Delegates, their history and contact log (CONTRACT section 15).
export * from './schema-delegates';
