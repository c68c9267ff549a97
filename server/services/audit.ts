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
  | 'admin.password-change';

export interface AuditEntry {
  /** The signed-in admin's username. */
  actor: string;
  action: AuditAction;
  /** What was acted on: an id, a slug or a username. */
  target: string;
  details?: Record<string, unknown>;
}

/** Writes one audit row; pass the transaction of the change so that both land or neither does. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? null });
}
