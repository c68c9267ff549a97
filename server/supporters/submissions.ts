import { desc, eq } from 'drizzle-orm';
import { contacts, endorsements, testimonials, volunteers } from '../../shared/schema';
import type { z } from 'zod';
import type {
  contactSchema,
  endorsementSchema,
  testimonialSchema,
  volunteerSchema,
} from '../../shared/schemas/forms';
import { emptyToNull } from '../../shared/schemas/fields';
import type { Db } from '../db/client';
import { queueMessage } from '../mail';
import { takeMailAllowance } from '../mail';
import { contactReceiptMessage, volunteerWelcomeMessage } from '../mail';
import { mailWords } from '../mail';
import { shareUrl } from '../analytics';

// Writes of the public forms and the public reads of approved endorsements and stories. A sign-up's
// message to the supporter is queued in the same transaction as the sign-up (CONTRACT section 11).

// A welcome and a receipt: at most one per address per 24 hours, however often the form is sent.
const ONE_PER_DAY_MS = 24 * 60 * 60 * 1000;

export async function createVolunteer(db: Db, input: z.output<typeof volunteerSchema>, siteUrl: string) {
  return db.transaction(async (tx) => {
    const [{ id, shareCode }] = await tx
      .insert(volunteers)
      .values({ ...input, phone: emptyToNull(input.phone) })
      .returning({ id: volunteers.id, shareCode: volunteers.shareCode });
    if (await takeMailAllowance(tx, 'volunteer-welcome', input.email, ONE_PER_DAY_MS, new Date())) {
      const share = shareUrl(siteUrl, shareCode);
      await queueMessage(
        tx,
        volunteerWelcomeMessage(siteUrl, input.email, input.firstName, await mailWords(tx), share),
      );
    }
    return { id };
  });
}

export async function createContact(db: Db, input: z.output<typeof contactSchema>, siteUrl: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contacts).values(input).returning({ id: contacts.id });
    if (await takeMailAllowance(tx, 'contact-receipt', input.email, ONE_PER_DAY_MS, new Date())) {
      await queueMessage(
        tx,
        contactReceiptMessage(siteUrl, input.email, input.firstName, await mailWords(tx)),
      );
    }
    return row;
  });
}

export async function createEndorsement(db: Db, input: z.output<typeof endorsementSchema>) {
  const [row] = await db
    .insert(endorsements)
    .values({
      name: input.name,
      title: emptyToNull(input.title),
      endorsement: input.endorsement,
      attribution: input.attribution,
    })
    .returning({ id: endorsements.id, status: endorsements.approved });
  return row;
}

export async function createTestimonial(db: Db, input: z.output<typeof testimonialSchema>) {
  const [row] = await db
    .insert(testimonials)
    .values({
      name: input.name,
      email: input.email,
      title: emptyToNull(input.title),
      organization: emptyToNull(input.organization),
      story: input.story,
      attribution: input.attribution,
    })
    .returning({ id: testimonials.id, status: testimonials.approved });
  return row;
}

export function listApprovedEndorsements(db: Db) {
  return db
    .select({
      id: endorsements.id,
      name: endorsements.name,
      title: endorsements.title,
      endorsement: endorsements.endorsement,
      createdAt: endorsements.createdAt,
    })
    .from(endorsements)
    .where(eq(endorsements.approved, 'approved'))
    .orderBy(desc(endorsements.createdAt));
}

export function listApprovedTestimonials(db: Db) {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      title: testimonials.title,
      organization: testimonials.organization,
      content: testimonials.story,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .where(eq(testimonials.approved, 'approved'))
    .orderBy(desc(testimonials.createdAt));
}
