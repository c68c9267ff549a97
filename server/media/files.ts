import { eq, sql } from 'drizzle-orm';
import { mediaFiles } from '../../shared/schema';
import type { Db } from '../db/client';

// Reads of the files served under /media/. The bytes are stored EXTERNAL (uncompressed, out of
// line), so PostgreSQL reads a slice of them without fetching the rest.

export interface StoredFileStart {
  contentType: string;
  etag: string;
  byteSize: number;
  /** The file's first `length` bytes: for most files, all of them, in the same round trip. */
  start: Buffer;
}

const slice = (offset: number, length: number) =>
  sql<Buffer>`substring(${mediaFiles.bytes} from ${offset + 1} for ${length})`.mapWith(mediaFiles.bytes);

/** A file's headers and first bytes; undefined for an unknown path. */
export async function findFileStart(
  db: Db,
  path: string,
  length: number,
): Promise<StoredFileStart | undefined> {
  const [row] = await db
    .select({
      contentType: mediaFiles.contentType,
      etag: mediaFiles.etag,
      byteSize: mediaFiles.byteSize,
      start: slice(0, length),
    })
    .from(mediaFiles)
    .where(eq(mediaFiles.path, path))
    .limit(1);
  return row;
}

/** `length` bytes of a file from `offset` (0-based); empty when the file is gone. */
export async function readFileSlice(db: Db, path: string, offset: number, length: number): Promise<Buffer> {
  const [row] = await db
    .select({ bytes: slice(offset, length) })
    .from(mediaFiles)
    .where(eq(mediaFiles.path, path))
    .limit(1);
  return row?.bytes ?? Buffer.alloc(0);
}
