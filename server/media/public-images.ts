import { inArray } from 'drizzle-orm';
import type { ResponsiveImageData } from '../../shared/api-types';
import { mediaIdFromUrl } from '../../shared/media-urls';
import { media } from '../../shared/schema';
import type { Db } from '../db/client';
import { responsiveContentImages } from './content-images';
import { filesByMedia, toMediaItem } from './items';

// What public pages need of uploaded images: their sizes, alt text and variant files, looked up when
// a post is read (not when it is saved), so a post written before an image's upload, or an alt text
// edited since, shows what is true now.

/** Each named image that exists, by id: one query for the rows, one for their files. */
export async function responsiveImages(db: Db, ids: string[]): Promise<Map<string, ResponsiveImageData>> {
  const found = new Map<string, ResponsiveImageData>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return found;
  const rows = await db.select().from(media).where(inArray(media.id, unique));
  const files = await filesByMedia(
    db,
    rows.map((r) => r.id),
  );
  for (const row of rows) {
    const { width, height, alt, variants } = toMediaItem(row, files.get(row.id) ?? []);
    found.set(row.id, { width, height, alt, variants });
  }
  return found;
}

/** Adds `featuredImageMedia` to the posts whose featured image is an uploaded one. */
export async function withFeaturedMedia<T extends { featuredImage: string | null }>(
  db: Db,
  posts: T[],
): Promise<(T & { featuredImageMedia?: ResponsiveImageData })[]> {
  const ids = posts.map((p) => mediaIdFromUrl(p.featuredImage)).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return posts;
  const images = await responsiveImages(db, ids);
  return posts.map((post) => {
    const image = images.get(mediaIdFromUrl(post.featuredImage) ?? '');
    return image ? { ...post, featuredImageMedia: image } : post;
  });
}

const MEDIA_IN_HTML = /\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//gi;

/** A post's sanitized HTML with its uploaded images made responsive. */
export async function withResponsiveContent(db: Db, html: string): Promise<string> {
  const ids = [...html.matchAll(MEDIA_IN_HTML)].map((m) => m[1].toLowerCase());
  if (ids.length === 0) return html;
  return responsiveContentImages(html, await responsiveImages(db, ids));
}
