import { eq } from 'drizzle-orm';
import type { ApprovalStatus } from '../../shared/constants';
import { endorsements, testimonials } from '../../shared/schema';
import type { ModerationFilter, Paging } from '../../shared/schemas/admin-lists';
import { publicDataChanged } from '../cache/public-caches';
import type { Db } from '../db/client';
import { queueMessage } from '../mail';
import { storyApprovedMessage } from '../mail';
import { mailWords } from '../mail';
import { recordAudit } from '../accounts';
import { listPage, searchCondition, whereAll, type ListSpec } from '../db/list-query';
import { countedBy } from './signup-counts';
import { originFields } from '../analytics';

// Review of endorsements and member stories: lists by status, and approve or reject one. A decision
// changes what the public approved lists show, so it clears this instance's cache of public reads.

export type ModerationDecision = Exclude<ApprovalStatus, 'pending'>;

export const endorsementColumns = {
  id: endorsements.id,
  name: endorsements.name,
  title: endorsements.title,
  endorsement: endorsements.endorsement,
  approved: endorsements.approved,
  createdAt: endorsements.createdAt,
};

// The admin view renames three columns (SPEC section 3): story -> content, approved -> status.
export const testimonialColumns = {
  id: testimonials.id,
  name: testimonials.name,
  email: testimonials.email,
  title: testimonials.title,
  organization: testimonials.organization,
  content: testimonials.story,
  status: testimonials.approved,
  submittedAt: testimonials.createdAt,
};

// Postgres rejects a malformed uuid with an error; such an id simply names nothing.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** One moderated list's rows for the admin list and its export: by status, searched, newest first. */
function moderatedSource(
  list: 'endorsements' | 'testimonials',
  table: typeof endorsements | typeof testimonials,
  columns: ListSpec['fields'],
) {
  return (filter: ModerationFilter): ListSpec => ({
    table,
    fields: { ...columns, ...originFields(table.attribution) },
    where: whereAll(
      searchCondition(list, filter.q),
      filter.status ? eq(table.approved, filter.status) : undefined,
    ),
    createdAt: table.createdAt,
    id: table.id,
    countTotal: filter.q ? undefined : countedBy({ list, bucket: filter.status }),
  });
}

export const endorsementSource = moderatedSource('endorsements', endorsements, endorsementColumns);
export const testimonialSource = moderatedSource('testimonials', testimonials, testimonialColumns);

export const listEndorsements = (db: Db, query: ModerationFilter & Paging) =>
  listPage(db, endorsementSource(query), query);
export const listTestimonials = (db: Db, query: ModerationFilter & Paging) =>
  listPage(db, testimonialSource(query), query);

/** Approves or rejects an endorsement; undefined when the id names none. */
export async function moderateEndorsement(db: Db, id: string, status: ModerationDecision, actor: string) {
  if (!isUuid(id)) return undefined;
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(endorsements)
      .set({ approved: status })
      .where(eq(endorsements.id, id))
      .returning(endorsementColumns);
    if (row) await recordAudit(tx, { actor, action: `endorsement.${toVerb(status)}`, target: id });
    return row;
  });
  if (decided) publicDataChanged(db);
  return decided;
}

/**
 * Approves or rejects a member story; undefined when the id names none. A story that becomes
 * approved tells its author so (CONTRACT section 11), in the same transaction.
 */
export async function moderateTestimonial(
  db: Db,
  id: string,
  status: ModerationDecision,
  actor: string,
  siteUrl: string,
) {
  if (!isUuid(id)) return undefined;
  const decided = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ approved: testimonials.approved })
      .from(testimonials)
      .where(eq(testimonials.id, id))
      .for('update');
    if (!before) return undefined;
    const [row] = await tx
      .update(testimonials)
      .set({ approved: status })
      .where(eq(testimonials.id, id))
      .returning(testimonialColumns);
    await recordAudit(tx, { actor, action: `testimonial.${toVerb(status)}`, target: id });
    if (status === 'approved' && before.approved !== 'approved') {
      await queueMessage(tx, storyApprovedMessage(siteUrl, row.email, row.name, await mailWords(tx)));
    }
    return row;
  });
  if (decided) publicDataChanged(db);
  return decided;
}

export const toVerb = (status: ModerationDecision) => (status === 'approved' ? 'approve' : 'reject');
