// Uploaded images (CONTRACT section 7): the library's rows and every file served under /media/.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './schema-columns';

/** An uploaded image: what the library lists. Its files (variants, social crop) are media_files rows. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alt: text('alt').notNull().default(''),
    // The stored, upright image's size (CONTRACT section 7).
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // jpeg, or png when the image has transparency.
    fallbackFormat: text('fallback_format', { enum: ['jpeg', 'png'] }).notNull(),
    originalName: text('original_name'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_created_idx').on(t.createdAt.desc())],
);

/**
 * Every file served under /media/, bytes included: one backup holds the whole site and every
 * instance serves every image (decision record 0005).
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    // The URL path, e.g. /media/<media id>/960.webp: unique per upload, so nothing is overwritten.
    path: text('path').primaryKey(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['variant', 'social'] }).notNull(),
    format: text('format', { enum: ['avif', 'webp', 'jpeg', 'png'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull(),
    etag: text('etag').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('media_files_media_idx').on(t.mediaId)],
);

export type Media = typeof media.$inferSelect;
export type MediaFile = typeof mediaFiles.$inferSelect;
