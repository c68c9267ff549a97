// Small builders that write realistic rows straight into the database. The seed script and the
// tests share them, so the data a developer browses is the data the tests prove things about.
import type { Db } from '../server/db/client';
import { renderMarkdown } from '../server/web/markdown';
import type { ApprovalStatus, HelpType } from '../shared/constants';
import { DEFAULT_POST_CATEGORY } from '../shared/constants';
import {
  contacts,
  endorsements,
  newsletters,
  posts,
  testimonials,
  volunteers,
  type Post,
} from '../shared/schema';
import { slugify } from '../shared/slug';

let counter = 0;
const next = () => (counter += 1);

export interface PostSeed {
  title?: string;
  slug?: string;
  excerpt?: string;
  /** Markdown; its sanitized HTML is rendered here, as the admin API does on save. */
  content?: string;
  categories?: string[];
  tags?: string[];
  keywords?: string[];
  status?: 'draft' | 'published';
  publishedAt?: Date | null;
  createdAt?: Date;
  featuredImage?: string | null;
  featuredImageAlt?: string | null;
  author?: string;
}

const HOUR = 3600_000;

/** Inserts a post; published an hour ago unless told otherwise. */
export async function insertPost(db: Db, seed: PostSeed = {}): Promise<Post> {
  const n = next();
  const title = seed.title ?? `Campaign update ${n}`;
  const content = seed.content ?? `Members across the council are organizing. Update number ${n}.`;
  const status = seed.status ?? 'published';
  const publishedAt =
    seed.publishedAt !== undefined
      ? seed.publishedAt
      : status === 'published'
        ? new Date(Date.now() - HOUR)
        : null;
  const [row] = await db
    .insert(posts)
    .values({
      slug: seed.slug ?? `${slugify(title)}-${n}`,
      title,
      excerpt: seed.excerpt ?? `Excerpt for ${title}`,
      content,
      contentHtml: renderMarkdown(content),
      categories: seed.categories ?? [DEFAULT_POST_CATEGORY],
      tags: seed.tags ?? [],
      keywords: seed.keywords ?? [],
      status,
      publishedAt,
      createdAt: seed.createdAt ?? new Date(),
      updatedAt: seed.createdAt ?? new Date(),
      featuredImage: seed.featuredImage ?? null,
      featuredImageAlt: seed.featuredImageAlt ?? null,
      author: seed.author ?? 'admin',
    })
    .returning();
  return row;
}

export interface VolunteerSeed {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  helpType?: HelpType;
  createdAt?: Date;
}

export async function insertVolunteer(db: Db, seed: VolunteerSeed = {}) {
  const n = next();
  const [row] = await db
    .insert(volunteers)
    .values({
      firstName: seed.firstName ?? 'Pat',
      lastName: seed.lastName ?? `Member${n}`,
      email: seed.email ?? `volunteer${n}@example.org`,
      phone: seed.phone === undefined ? null : seed.phone,
      helpType: seed.helpType ?? 'canvassing',
      createdAt: seed.createdAt ?? new Date(),
    })
    .returning();
  return row;
}

export interface EndorsementSeed {
  name?: string;
  title?: string | null;
  endorsement?: string;
  approved?: ApprovalStatus;
  createdAt?: Date;
}

export async function insertEndorsement(db: Db, seed: EndorsementSeed = {}) {
  const n = next();
  const [row] = await db
    .insert(endorsements)
    .values({
      name: seed.name ?? `Endorser ${n}`,
      title: seed.title === undefined ? null : seed.title,
      endorsement: seed.endorsement ?? `Jordan fights for every member. (${n})`,
      approved: seed.approved ?? 'pending',
      createdAt: seed.createdAt ?? new Date(),
    })
    .returning();
  return row;
}

export interface TestimonialSeed {
  name?: string;
  email?: string;
  title?: string | null;
  organization?: string | null;
  story?: string;
  approved?: ApprovalStatus;
  createdAt?: Date;
}

export async function insertTestimonial(db: Db, seed: TestimonialSeed = {}) {
  const n = next();
  const [row] = await db
    .insert(testimonials)
    .values({
      name: seed.name ?? `Member ${n}`,
      email: seed.email ?? `member${n}@example.org`,
      title: seed.title === undefined ? null : seed.title,
      organization: seed.organization === undefined ? null : seed.organization,
      story: seed.story ?? `The local stood by me when it mattered. (${n})`,
      approved: seed.approved ?? 'pending',
      createdAt: seed.createdAt ?? new Date(),
    })
    .returning();
  return row;
}

export interface ContactSeed {
  firstName?: string;
  lastName?: string;
  email?: string;
  subject?: string;
  message?: string;
  createdAt?: Date;
}

export async function insertContact(db: Db, seed: ContactSeed = {}) {
  const n = next();
  const [row] = await db
    .insert(contacts)
    .values({
      firstName: seed.firstName ?? 'Sam',
      lastName: seed.lastName ?? `Writer${n}`,
      email: seed.email ?? `contact${n}@example.org`,
      subject: seed.subject ?? 'A question about the campaign',
      message: seed.message ?? `How can my local help? (${n})`,
      createdAt: seed.createdAt ?? new Date(),
    })
    .returning();
  return row;
}

/** Subscribes an address; an address already on the list is left alone (answers false). */
export async function insertSubscriber(db: Db, email: string, createdAt = new Date()): Promise<boolean> {
  const added = await db
    .insert(newsletters)
    .values({ email, createdAt })
    .onConflictDoNothing({ target: newsletters.email })
    .returning({ id: newsletters.id });
  return added.length > 0;
}
