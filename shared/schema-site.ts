// The site's words in the database (CONTRACT section 13): settings, pages with their revisions,
// videos and the two PDF documents. Seeded from shared/content/ at the first start.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './schema-columns';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** One row (`id` 1): the whole settings object, validated by siteSettingsSchema. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
});

/** One row per editable page: its head texts and content, with the version the editor saves against. */
export const sitePages = pgTable('site_pages', {
  key: text('key').primaryKey(),
  head: jsonb('head').notNull(),
  content: jsonb('content').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
});

export const sitePageRevisions = pgTable(
  'site_page_revisions',
  {
    id: serial('id').primaryKey(),
    pageKey: text('page_key')
      .notNull()
      .references(() => sitePages.key, { onDelete: 'cascade' }),
    reason: text('reason', {
      enum: ['created', 'saved', 'autosaved', 'restored'],
    }).notNull(),
    author: text('author').notNull(),
    head: jsonb('head').notNull(),
    content: jsonb('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('site_page_revisions_page_idx').on(t.pageKey, t.createdAt.desc())],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    youtubeId: text('youtube_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    duration: text('duration').notNull(),
    featured: boolean('featured').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('videos_position_idx').on(t.position)],
);

/** The PDFs staff replace: `letter` and `materials`, served at their fixed public URLs. */
export const siteDocuments = pgTable('site_documents', {
  slot: text('slot').primaryKey(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  etag: text('etag').notNull(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by').notNull(),
});

export type SitePageRow = typeof sitePages.$inferSelect;
export type SitePageRevisionRow = typeof sitePageRevisions.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
