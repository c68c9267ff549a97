import { count, desc } from 'drizzle-orm';
import type { AuditEntryView } from '../../shared/admin-accounts';
import { auditLog } from '../../shared/schema';
import type { Db } from '../db/client';

export type AuditAction =
  | 'endorsement.approve'
  | 'endorsement.reject'
  | 'testimonial.approve'
  | 'testimonial.reject'
  | 'post.create'
  | 'post.update'
  | 'post.publish'
  | 'post.unpublish'
  | 'post.delete'
  | 'media.upload'
  | 'media.update'
  | 'media.delete'
  | 'post.restore'
  | 'admin.create'
  | 'admin.password-change'
  | 'admin.disable'
  | 'admin.enable'
  | 'supporter.erase'
  | 'admin.account-update'
  | 'admin.password-reset'
  | 'newsletter.send'
  | 'newsletter.schedule'
  | 'newsletter.cancel'
  | 'site.update'
  | 'page.update'
  | 'page.restore'
  | 'video.create'
  | 'video.update'
  | 'video.delete'
  | 'video.reorder'
  | 'document.upload'
  | 'event.create'
  | 'event.update'
  | 'event.publish'
  | 'event.unpublish'
  | 'event.cancel'
  | 'event.delete'
  | 'rsvp.update'
  | 'user.role'
  | 'user.access'
  | 'invitation.send'
  | 'invitation.accept'
  | 'invitation.revoke'
  | 'two-factor.enable'
  | 'two-factor.disable'
  | 'two-factor.recovery-code';

export interface AuditEntry {
  /** The signed-in admin's username. */
  actor: string;
  action: AuditAction;
  /** What was acted on: an id, a slug or a username; null where naming it would keep what was erased. */
  target: string | null;
  details?: Record<string, unknown>;
}

/** Writes one audit row; pass the transaction of the change so that both land or neither does. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await recordAudits(db, [entry]);
}

/** Writes many audit rows in one statement (a bulk decision); the same transaction rule applies. */
export async function recordAudits(db: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map((entry) => ({ ...entry, details: entry.details ?? null })));
}

/** One page of the audit trail, newest first, and how many rows there are in all. */
export async function listAudit(
  db: Db,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: AuditEntryView[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    actor: row.actor,
    action: row.action,
    target: row.target,
    details: (row.details as Record<string, unknown> | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total: Number(n) };
}
