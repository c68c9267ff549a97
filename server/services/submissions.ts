import { desc, eq } from 'drizzle-orm';
import { contacts, endorsements, newsletters, testimonials, volunteers } from '../../shared/schema';
import type { z } from 'zod';
import type {
  contactSchema,
  endorsementSchema,
  testimonialSchema,
  volunteerSchema,
} from '../../shared/schemas/forms';
import { emptyToNull } from '../../shared/schemas/fields';
import type { Db } from '../db/client';

// Writes of the public forms and the public reads of approved endorsements and stories.

export async function createVolunteer(db: Db, input: z.output<typeof volunteerSchema>) {
  const [row] = await db
    .insert(volunteers)
    .values({ ...input, phone: emptyToNull(input.phone) })
    .returning({ id: volunteers.id });
  return row;
}

export async function createContact(db: Db, input: z.output<typeof contactSchema>) {
  const [row] = await db.insert(contacts).values(input).returning({ id: contacts.id });
  return row;
}

export async function createEndorsement(db: Db, input: z.output<typeof endorsementSchema>) {
  const [row] = await db
    .insert(endorsements)
    .values({ name: input.name, title: emptyToNull(input.title), endorsement: input.endorsement })
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
    })
    .returning({ id: testimonials.id, status: testimonials.approved });
  return row;
}

/** Subscribes an address once; `created` tells a new sign-up from a repeat. */
export async function subscribeNewsletter(db: Db, email: string) {
  const inserted = await db
    .insert(newsletters)
    .values({ email })
    .onConflictDoNothing({ target: newsletters.email })
    .returning({ id: newsletters.id });
  return { created: inserted.length > 0 };
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
