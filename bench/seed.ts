// Fills a database the way months of use would, straight through the db layer in batches (the
// admin API would take minutes: bcrypt, sessions and one request per row).
import type { PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/db/client';
import { runMigrations } from '../server/prepare-database';
import { renderMarkdown } from '../server/web/markdown';
import { contacts, endorsements, posts, volunteers } from '../shared/schema';
import { storeSeedPhoto } from '../scripts/seed-media';
import { seedEvents } from './seed-events';
import { contactRows, endorsementRows, makeRng, postRows, volunteerRows } from './seed-data';

export interface SeedCounts {
  posts: number;
  volunteers: number;
  endorsements: number;
  contacts: number;
}

/** Issue 7: 500 posts and 5,000 submissions. */
export const BENCH_SEED: SeedCounts = { posts: 500, volunteers: 2500, endorsements: 1000, contacts: 1500 };

export interface DatabaseTarget {
  databaseUrl?: string;
  dataDir: string;
}

// Well under PostgreSQL's 65,535 bind parameters for the widest row (posts, 15 columns).
const BATCH = 250;

async function insertInBatches(insert: (rows: object[]) => Promise<unknown>, rows: object[]) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Migrates and seeds; refuses a PostgreSQL database that already holds posts or submissions. */
export async function seedDatabase(target: DatabaseTarget, counts: SeedCounts): Promise<void> {
  const database = await openDatabase(target);
  try {
    await runMigrations(database);
    const { db } = database;
    if (database.kind === 'postgres') await assertEmpty(database.raw);

    const rng = makeRng();
    const photos = await seedPhotos(db);
    const postData = postRows(rng, counts.posts).map((row, i) => ({
      ...row,
      // A post with a picture shows an uploaded one, so the pages measured serve real variants.
      featuredImage: row.featuredImage ? photos[i % photos.length] : null,
      contentHtml: renderMarkdown(row.content),
    }));
    const insertInto = (table: PgTable) => (rows: object[]) => db.insert(table).values(rows as never);
    await insertInBatches(insertInto(posts), postData);
    await insertInBatches(insertInto(volunteers), volunteerRows(rng, counts.volunteers));
    await insertInBatches(insertInto(endorsements), endorsementRows(rng, counts.endorsements));
    await insertInBatches(insertInto(contacts), contactRows(rng, counts.contacts));
    await seedEvents(db);
    // Fresh statistics, as autovacuum would have gathered on a site in use.
    await db.execute(sql`ANALYZE`);
  } finally {
    await database.close();
  }
}

/** Photos that went through the upload pipeline, shared round-robin by the posts that show one. */
const BENCH_PHOTOS = 4;

async function seedPhotos(db: Db): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < BENCH_PHOTOS; i += 1) {
    urls.push((await storeSeedPhoto(db, i, `Members gathered, photo ${i + 1}`, { actor: 'bench' })).url);
  }
  return urls;
}

async function assertEmpty(raw: { query(text: string): Promise<{ rows: Record<string, unknown>[] }> }) {
  const { rows } = await raw.query(
    `SELECT (SELECT count(*) FROM posts) + (SELECT count(*) FROM volunteers)
          + (SELECT count(*) FROM endorsements) + (SELECT count(*) FROM contacts) AS n`,
  );
  if (Number(rows[0].n) > 0) {
    throw new Error(
      'DATABASE_URL names a database that already holds posts or submissions. The bench inserts ' +
        'thousands of rows: point it at a throw-away database, e.g. `createdb -h 127.0.0.1 -U postgres bench`.',
    );
  }
}
