// `npm run seed`: fills the configured database (DATABASE_URL, or PGlite in DATA_DIR, as the server
// reads them) with sample posts and submissions. Safe to run again: posts whose slug exists are
// skipped, and submissions are only added to tables that are still empty.
import { count, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { restrictNewFiles } from '../server/config/data-dir';
import { openDatabase, type Db } from '../server/db/client';
import { runMigrations } from '../server/prepare-database';
import { loadConfig } from '../server/config/env';
import { contacts, endorsements, posts, testimonials, volunteers } from '../shared/schema';
import {
  insertContact,
  insertEndorsement,
  insertPost,
  insertSubscriber,
  insertTestimonial,
  insertVolunteer,
  type PostSeed,
} from './factories';
import {
  seedContacts,
  seedEndorsements,
  seedSubscribers,
  seedTestimonials,
  seedVolunteers,
} from './seed-data';
import { storeSeedPhoto } from './seed-media';
import { seedPosts } from './seed-posts';

const HOUR = 3600_000;

/** The three newest posts get an uploaded photo: the Featured card and Home's three Latest News cards. */
const PHOTO_POSTS = 3;

async function seedPhotoFor(db: Db, post: PostSeed & { title: string }, index: number) {
  if (index >= PHOTO_POSTS || post.featuredImage) return {};
  // 1600 px wide: what a phone or a laptop asks for, at a few seconds a photo (the seed test runs it).
  const photo = await storeSeedPhoto(db, index, `Members gathered for "${post.title}"`, {
    width: 1600,
    height: 1000,
  });
  // The post's own alt stays empty: pages fall back to the image's, as staff would leave it.
  return { featuredImage: photo.url };
}

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row.n) === 0;
}

/** Spreads rows over the past days, oldest first, so lists sorted newest first look natural. */
const hoursAgo = (index: number, total: number) => new Date(Date.now() - (total - index) * 7 * HOUR);

async function seedAll(db: Db): Promise<string[]> {
  const report: string[] = [];

  const wanted = seedPosts();
  const existing = await db
    .select({ slug: posts.slug })
    .from(posts)
    .where(
      inArray(
        posts.slug,
        wanted.map((p) => p.slug),
      ),
    );
  const taken = new Set(existing.map((p) => p.slug));
  const fresh = wanted.filter((p) => !taken.has(p.slug));
  let photos = 0;
  for (const post of fresh) {
    // Written a little before it went out, as an editor would.
    const createdAt = post.createdAt ?? new Date((post.publishedAt ?? new Date()).getTime() - HOUR);
    await insertPost(db, {
      author: 'campaign',
      ...post,
      ...(await seedPhotoFor(db, post, photos++)),
      createdAt,
    });
  }
  report.push(`posts: ${fresh.length} added, ${taken.size} already there`);

  const batches: [string, PgTable, () => Promise<unknown>][] = [
    [
      'volunteers',
      volunteers,
      async () => {
        for (const [i, v] of seedVolunteers.entries())
          await insertVolunteer(db, { ...v, createdAt: hoursAgo(i, seedVolunteers.length) });
      },
    ],
    [
      'endorsements',
      endorsements,
      async () => {
        for (const [i, e] of seedEndorsements.entries())
          await insertEndorsement(db, { ...e, createdAt: hoursAgo(i, seedEndorsements.length) });
      },
    ],
    [
      'testimonials',
      testimonials,
      async () => {
        for (const [i, t] of seedTestimonials.entries())
          await insertTestimonial(db, { ...t, createdAt: hoursAgo(i, seedTestimonials.length) });
      },
    ],
    [
      'contacts',
      contacts,
      async () => {
        for (const [i, c] of seedContacts.entries())
          await insertContact(db, { ...c, createdAt: hoursAgo(i, seedContacts.length) });
      },
    ],
  ];
  for (const [name, table, fill] of batches) {
    if (await isEmpty(db, table)) {
      await fill();
      report.push(`${name}: added`);
    } else {
      report.push(`${name}: already has rows, left alone`);
    }
  }

  let subscribed = 0;
  for (const [i, email] of seedSubscribers.entries()) {
    if (await insertSubscriber(db, email, hoursAgo(i, seedSubscribers.length))) subscribed += 1;
  }
  report.push(`newsletter: ${subscribed} added, ${seedSubscribers.length - subscribed} already subscribed`);
  return report;
}

async function main() {
  // DATA_DIR and the database files are the server user's alone (0700 / 0600), from creation on:
  // the server's own guard, umask and chmod both (PGlite chmods its files 0666 after creating them).
  restrictNewFiles();
  // The same settings as the server; an admin from ADMIN_* is not this script's business.
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const report = await seedAll(database.db);
    console.log(`Seeded ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}:`);
    for (const line of report) console.log(`  ${line}`);
    console.log('Create an admin with: npm run admin:create -- <username>');
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    // A sentence, not a stack: the usual causes are a running server holding DATA_DIR, or a bad setting.
    console.error(`Seeding failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
