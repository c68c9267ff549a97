import { randomUUID, createHash } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { MediaItem, MediaLibraryItem } from '../../shared/api-types';
import { media, mediaFiles } from '../../shared/schema';
import { publicDataChanged } from '../cache/public-caches';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { ProcessedImage } from './process-image';
import { recordAudit } from '../accounts';
import { filesByMedia, toMediaItem } from './items';
import { mediaInUseMessage, usesOfMedia } from './usage';

// Every write to media goes through this module, with its audit row in the same transaction.

export interface NewMedia {
  image: ProcessedImage;
  alt: string;
  originalName: string | null;
  actor: string;
}

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/** Stores an upload and all its files at once: either every file is there, or nothing is. */
export async function createMedia(db: Db, { image, alt, originalName, actor }: NewMedia): Promise<MediaItem> {
  // A fresh id per upload names its folder: the same bytes uploaded twice never share a file.
  const id = randomUUID();
  const files = image.files.map((file) => ({
    path: `/media/${id}/${file.name}`,
    mediaId: id,
    kind: file.kind,
    format: file.format,
    width: file.width,
    height: file.height,
    contentType: file.contentType,
    etag: etagOf(file.bytes),
    byteSize: file.bytes.length,
    bytes: file.bytes,
  }));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({
        id,
        alt,
        width: image.width,
        height: image.height,
        fallbackFormat: image.fallbackFormat,
        originalName,
        createdBy: actor,
      })
      .returning();
    // One file per statement: a statement never carries more than one file's bytes.
    for (const file of files) await tx.insert(mediaFiles).values(file);
    await recordAudit(tx, {
      actor,
      action: 'media.upload',
      target: id,
      details: { width: image.width, height: image.height, files: files.length },
    });
    return toMediaItem(row, files);
  });
}

export interface MediaPage {
  items: MediaLibraryItem[];
  total: number;
}

/** The library, newest first, each image with what shows it (posts, events, portraits, pages). */
export async function listMedia(
  db: Db,
  { limit, offset }: { limit: number; offset: number },
): Promise<MediaPage> {
  const rows = await db
    .select()
    .from(media)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(media);
  const ids = rows.map((r) => r.id);
  const [files, used] = await Promise.all([filesByMedia(db, ids), usesOfMedia(db, ids)]);
  const items = rows.map((row) => {
    const uses = used.get(row.id) ?? [];
    return { ...toMediaItem(row, files.get(row.id) ?? []), usedBy: uses.map((use) => use.name), uses };
  });
  return { items, total };
}

export async function findMedia(db: Db, id: string): Promise<MediaItem | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) return undefined;
  return toMediaItem(row, (await filesByMedia(db, [id])).get(id) ?? []);
}

/** Changes an image's alt text; pages that show it read the new text at once. */
export async function updateMediaAlt(db: Db, id: string, alt: string, actor: string) {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.update(media).set({ alt }).where(eq(media.id, id)).returning();
    if (!row) return undefined;
    await recordAudit(tx, { actor, action: 'media.update', target: id, details: { alt } });
    return row;
  });
  if (!updated) return undefined;
  publicDataChanged(db);
  return toMediaItem(updated, (await filesByMedia(db, [id])).get(id) ?? []);
}

/**
 * Deletes an image and its files; false when the id names none. Refused (409) while a post, an
 * event or a page shows it: the row is locked first, so the check and the delete see the same uses.
 */
export async function deleteMedia(db: Db, id: string, actor: string): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(media).where(eq(media.id, id)).limit(1).for('update');
    if (!row) return false;
    const inUse = await mediaInUseMessage(tx, id);
    if (inUse) throw new HttpError(409, inUse);
    await tx.delete(media).where(eq(media.id, id));
    await recordAudit(tx, { actor, action: 'media.delete', target: id, details: { alt: row.alt } });
    return true;
  });
  if (deleted) publicDataChanged(db);
  return deleted;
}
