import { asc, inArray } from 'drizzle-orm';
import type { MediaItem, MediaVariant } from '../../shared/api-types';
import { mediaFiles, type Media } from '../../shared/schema';
import type { Db } from '../db/client';

// Builds CONTRACT section 7's item from a media row and its files' metadata (never their bytes).

export type FileInfo = Pick<
  typeof mediaFiles.$inferSelect,
  'path' | 'mediaId' | 'kind' | 'format' | 'width' | 'height'
>;

const FORMAT_ORDER = { avif: 0, webp: 1, jpeg: 2, png: 2 } as const;

export function toMediaItem(row: Media, files: FileInfo[]): MediaItem {
  const variants: MediaVariant[] = files
    .filter((f) => f.kind === 'variant')
    .sort((a, b) => a.width - b.width || FORMAT_ORDER[a.format] - FORMAT_ORDER[b.format])
    .map(({ path, width, height, format }) => ({ url: path, width, height, format }));
  const fallback = variants.find((v) => v.width === row.width && v.format === row.fallbackFormat);
  const social = files.find((f) => f.kind === 'social');
  return {
    id: row.id,
    url: fallback?.url ?? '',
    width: row.width,
    height: row.height,
    alt: row.alt,
    variants,
    social: { url: social?.path ?? '', width: social?.width ?? 1200, height: social?.height ?? 630 },
    createdAt: row.createdAt as unknown as string,
  };
}

/** The files of these images, grouped by image id: one query for a whole page of the library. */
export async function filesByMedia(db: Db, ids: string[]): Promise<Map<string, FileInfo[]>> {
  const grouped = new Map<string, FileInfo[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return grouped;
  const rows = await db
    .select({
      path: mediaFiles.path,
      mediaId: mediaFiles.mediaId,
      kind: mediaFiles.kind,
      format: mediaFiles.format,
      width: mediaFiles.width,
      height: mediaFiles.height,
    })
    .from(mediaFiles)
    .where(inArray(mediaFiles.mediaId, ids))
    .orderBy(asc(mediaFiles.width));
  for (const row of rows) grouped.get(row.mediaId)?.push(row);
  return grouped;
}
