import { desc, eq } from 'drizzle-orm';
import type { ApprovalStatus } from '../../shared/constants';
import { endorsements, testimonials } from '../../shared/schema';
import { publicDataChanged } from '../cache/public-reads';
import type { Db } from '../db/client';
import { recordAudit } from './audit';

// Review of endorsements and member stories: lists by status, and approve or reject one. A decision
// changes what the public approved lists show, so it clears this instance's cache of public reads.

export type ModerationDecision = Exclude<ApprovalStatus, 'pending'>;

const endorsementColumns = {
  id: endorsements.id,
  name: endorsements.name,
  title: endorsements.title,
  endorsement: endorsements.endorsement,
  approved: endorsements.approved,
  createdAt: endorsements.createdAt,
};

// The admin view renames three columns (SPEC section 3): story -> content, approved -> status.
const testimonialColumns = {
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

export function listEndorsements(db: Db, status?: ApprovalStatus) {
  return db
    .select(endorsementColumns)
    .from(endorsements)
    .where(status ? eq(endorsements.approved, status) : undefined)
    .orderBy(desc(endorsements.createdAt), desc(endorsements.id));
}

export function listTestimonials(db: Db, status?: ApprovalStatus) {
  return db
    .select(testimonialColumns)
    .from(testimonials)
    .where(status ? eq(testimonials.approved, status) : undefined)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

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

/** Approves or rejects a member story; undefined when the id names none. */
export async function moderateTestimonial(db: Db, id: string, status: ModerationDecision, actor: string) {
  if (!isUuid(id)) return undefined;
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(testimonials)
      .set({ approved: status })
      .where(eq(testimonials.id, id))
      .returning(testimonialColumns);
    if (row) await recordAudit(tx, { actor, action: `testimonial.${toVerb(status)}`, target: id });
    return row;
  });
  if (decided) publicDataChanged(db);
  return decided;
}

const toVerb = (status: ModerationDecision) => (status === 'approved' ? 'approve' : 'reject');
