import { asc, eq, max, ne, sql } from 'drizzle-orm';
import { videos, type VideoRow } from '../../shared/schema';
import type { SiteVideo, VideoCategory, VideoInput, VideoPatch } from '../../shared/site-content/videos';
import { publicDataChanged } from '../cache/public-caches';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { recordAudit } from '../accounts';

// The campaign's videos (CONTRACT section 13), in display order. Exactly one is featured (the Home
// page's embedded video, the Videos page's first): a partial unique index holds at most one, and
// every write below keeps one whenever there is any video at all.

const toVideo = (row: VideoRow): SiteVideo => ({
  id: row.id,
  youtubeId: row.youtubeId,
  title: row.title,
  description: row.description,
  category: row.category as VideoCategory,
  duration: row.duration,
  featured: row.featured,
});

export async function listVideos(db: Db): Promise<SiteVideo[]> {
  const rows = await db.select().from(videos).orderBy(asc(videos.position), asc(videos.id));
  return rows.map(toVideo);
}

const unfeatureOthers = (tx: Db, id: number) =>
  tx.update(videos).set({ featured: false }).where(ne(videos.id, id));

/** Makes the first video featured when none is (the only one, or after the featured one went). */
async function keepOneFeatured(tx: Db): Promise<void> {
  await tx.execute(sql`UPDATE videos SET featured = true WHERE id = (
    SELECT id FROM videos ORDER BY position, id LIMIT 1) AND NOT EXISTS (SELECT 1 FROM videos WHERE featured)`);
}

const committed = <T>(db: Db, value: T) => {
  publicDataChanged(db);
  return value;
};

export async function createVideo(db: Db, input: VideoInput, actor: string): Promise<SiteVideo> {
  const video = await db.transaction(async (tx) => {
    // Videos are few; the table lock makes two additions at once take positions one after the other.
    await tx.execute(sql`LOCK TABLE videos IN SHARE ROW EXCLUSIVE MODE`);
    const [{ last }] = await tx.select({ last: max(videos.position) }).from(videos);
    if (input.featured) await tx.update(videos).set({ featured: false });
    const [row] = await tx
      .insert(videos)
      .values({
        youtubeId: input.youtube,
        title: input.title,
        description: input.description,
        category: input.category,
        duration: input.duration,
        featured: input.featured ?? false,
        position: (last ?? -1) + 1,
      })
      .returning();
    await keepOneFeatured(tx);
    await recordAudit(tx, {
      actor,
      action: 'video.create',
      target: String(row.id),
      details: { youtubeId: row.youtubeId },
    });
    const [saved] = await tx.select().from(videos).where(eq(videos.id, row.id));
    return toVideo(saved);
  });
  return committed(db, video);
}

const mustStayFeatured = () => {
  const message = 'One video is always featured: choose another video as featured instead';
  return new HttpError(400, message, [{ path: 'featured', message }]);
};

export async function updateVideo(db: Db, id: number, patch: VideoPatch, actor: string) {
  const video = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
    if (!current) return undefined;
    if (patch.featured === false && current.featured) throw mustStayFeatured();
    if (patch.featured) await unfeatureOthers(tx, id);
    const { youtube, ...rest } = patch;
    const [row] = await tx
      .update(videos)
      .set({ ...rest, ...(youtube ? { youtubeId: youtube } : {}), updatedAt: sql`now()` })
      .where(eq(videos.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'video.update',
      target: String(id),
      details: { fields: Object.keys(patch) },
    });
    return toVideo(row);
  });
  return video && committed(db, video);
}

export async function deleteVideo(db: Db, id: number, actor: string): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(videos).where(eq(videos.id, id)).returning();
    if (!row) return false;
    await keepOneFeatured(tx);
    await recordAudit(tx, {
      actor,
      action: 'video.delete',
      target: String(id),
      details: { title: row.title },
    });
    return true;
  });
  return deleted && committed(db, true);
}

/** PUT /api/admin/videos/order: `ids` must name every video once. */
export async function reorderVideos(db: Db, ids: number[], actor: string): Promise<SiteVideo[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE videos IN SHARE ROW EXCLUSIVE MODE`);
    const existing = await tx.select({ id: videos.id }).from(videos);
    const known = new Set(existing.map((v) => v.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      const message = 'List every video once, in the new order';
      throw new HttpError(400, message, [{ path: 'ids', message }]);
    }
    for (const [position, id] of ids.entries())
      await tx.update(videos).set({ position }).where(eq(videos.id, id));
    await recordAudit(tx, { actor, action: 'video.reorder', target: null, details: { ids } });
  });
  return committed(db, await listVideos(db));
}
