import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { siteDocuments } from '../../shared/schema';
import { DOCUMENT_URLS } from '../../shared/site-content/public-data';
import type { Db } from '../db/client';
import { recordAudit } from '../accounts';

// The two PDFs staff replace (CONTRACT section 13), kept in the database like images (decision
// record 0005) so every instance serves the new file at once. Until one is uploaded, the build's
// own file (client/public/) answers its URL.

export const DOCUMENT_SLOTS = DOCUMENT_URLS;
export type DocumentSlot = keyof typeof DOCUMENT_SLOTS;

export const isDocumentSlot = (slot: string): slot is DocumentSlot => Object.hasOwn(DOCUMENT_SLOTS, slot);

export interface DocumentInfo {
  slot: DocumentSlot;
  url: string;
  /** null while the build's own file is served. */
  bytes: number | null;
  updatedAt: Date | null;
}

const etagOf = (bytes: Buffer) =>
  `"${crypto.createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

export async function saveDocument(db: Db, slot: DocumentSlot, bytes: Buffer, actor: string) {
  const row = await db.transaction(async (tx) => {
    const values = { bytes, byteSize: bytes.length, etag: etagOf(bytes), updatedBy: actor };
    const [saved] = await tx
      .insert(siteDocuments)
      .values({ slot, ...values })
      .onConflictDoUpdate({ target: siteDocuments.slot, set: { ...values, updatedAt: sql`now()` } })
      .returning({ byteSize: siteDocuments.byteSize, updatedAt: siteDocuments.updatedAt });
    await recordAudit(tx, {
      actor,
      action: 'document.upload',
      target: slot,
      details: { bytes: bytes.length },
    });
    return saved;
  });
  return { slot, url: DOCUMENT_SLOTS[slot], bytes: row.byteSize, updatedAt: row.updatedAt };
}

/** GET /api/admin/documents: both slots, uploaded or not. */
export async function listDocuments(db: Db): Promise<DocumentInfo[]> {
  const rows = await db
    .select({
      slot: siteDocuments.slot,
      byteSize: siteDocuments.byteSize,
      updatedAt: siteDocuments.updatedAt,
    })
    .from(siteDocuments);
  const bySlot = new Map(rows.map((row) => [row.slot, row]));
  return (Object.keys(DOCUMENT_SLOTS) as DocumentSlot[]).map((slot) => ({
    slot,
    url: DOCUMENT_SLOTS[slot],
    bytes: bySlot.get(slot)?.byteSize ?? null,
    updatedAt: bySlot.get(slot)?.updatedAt ?? null,
  }));
}

export async function findDocument(db: Db, slot: DocumentSlot) {
  const [row] = await db
    .select({ bytes: siteDocuments.bytes, etag: siteDocuments.etag, updatedAt: siteDocuments.updatedAt })
    .from(siteDocuments)
    .where(eq(siteDocuments.slot, slot))
    .limit(1);
  return row;
}
