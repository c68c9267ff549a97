// The one Drizzle schema, shared by the server (queries, migrations) and by types the client imports.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  json,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const approval = () => text('approved').notNull().default('pending');

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
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    author: text('author').notNull().default('admin'),
  },
  (t) => [
    uniqueIndex('posts_slug_idx').on(t.slug),
    index('posts_status_published_idx').on(t.status, t.publishedAt.desc(), t.createdAt.desc()),
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
  },
  (t) => [index('volunteers_created_idx').on(t.createdAt.desc()), index('volunteers_email_idx').on(t.email)],
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
  },
  (t) => [index('endorsements_status_idx').on(t.approved, t.createdAt.desc())],
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
  },
  (t) => [index('testimonials_status_idx').on(t.approved, t.createdAt.desc())],
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
  },
  (t) => [index('contacts_created_idx').on(t.createdAt.desc())],
);

export const newsletters = pgTable(
  'newsletters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletters_email_idx').on(t.email)],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('admin'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_users_username_idx').on(t.username)],
);

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

/** Fixed-window counters for express-rate-limit, shared by every app instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export type Post = typeof posts.$inferSelect;
export type Volunteer = typeof volunteers.$inferSelect;
export type Endorsement = typeof endorsements.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
export type Newsletter = typeof newsletters.$inferSelect;
export type AdminUser = typeof adminUsers.$inferSelect;
