import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../helpers/database';
import { looseEntries, underLooseUmask } from '../../helpers/file-modes';
import { itOnPglite } from '../../helpers/test-app';

// `npm run seed`, run as a developer would, on the database the server would use.
const TSX = path.resolve('node_modules/.bin/tsx');
const SCRIPT = path.resolve('scripts/seed.ts');
const SLOW = 180_000;

let dataDir: string;
let pg: TestDatabase | undefined;

beforeAll(async () => {
  // No folder yet: the script must create it (privately, whatever the umask) and the database in it.
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seed-')), 'data');
  if (onPostgres) pg = await createTestDatabase();
}, SLOW);

afterAll(async () => {
  await pg?.drop();
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

function seed(): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (pg) env.DATABASE_URL = pg.url;
  return new Promise((resolve) => {
    execFile(...underLooseUmask(TSX, [SCRIPT]), { env, timeout: SLOW }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Runs queries on the seeded database, one connection at a time, releasing PGlite's lock after. */
async function inspect<T>(
  work: (q: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
): Promise<T> {
  const database: Database = pg ? pg.database : await openDatabase({ dataDir });
  try {
    return await work(async (sql) => (await database.raw.query(sql)).rows);
  } finally {
    if (!pg) await database.close();
  }
}

const TABLES = ['posts', 'volunteers', 'endorsements', 'testimonials', 'contacts', 'newsletters'];
const counts = () =>
  inspect(async (q) => {
    const out: Record<string, number> = {};
    for (const table of TABLES)
      out[table] = Number((await q(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
    return out;
  });

describe('npm run seed', () => {
  let firstCounts: Record<string, number>;

  it(
    'migrates an empty database and fills it with posts and submissions',
    async () => {
      const run = await seed();
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('posts: 7 added');
      // CONTRACT section 10: under a umask that leaves files readable by all (the script runs under
      // 022), everything it wrote into the fresh DATA_DIR is its user's alone (looked at before this
      // test opens the database and writes files of its own).
      if (!pg) expect(looseEntries(dataDir)).toEqual([]);

      firstCounts = await counts();
      for (const table of TABLES) expect(firstCounts[table]).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'writes live posts in markdown with rendered HTML, plus one draft and one scheduled post',
    async () => {
      const posts = await inspect((q) =>
        q('SELECT slug, status, published_at, content, content_html, categories, tags FROM posts'),
      );
      const now = Date.now();
      const live = posts.filter(
        (p) => p.status === 'published' && new Date(p.published_at as string).getTime() <= now,
      );
      expect(live.length).toBeGreaterThanOrEqual(4);
      expect(posts.filter((p) => p.status === 'draft')).toHaveLength(1);
      expect(
        posts.filter((p) => p.status === 'published' && new Date(p.published_at as string).getTime() > now),
      ).toHaveLength(1);
      for (const post of live) {
        expect(post.content).toMatch(/\*\*|^#|^- |^\|/m); // markdown: bold, headings, lists, tables
        expect(post.content_html).toMatch(/<(p|h2|h3|ul|ol|table)>/);
        expect((post.categories as string[]).length).toBeGreaterThan(0);
        expect((post.tags as string[]).length).toBeGreaterThan(0);
      }
    },
    SLOW,
  );

  it(
    'writes endorsements and stories in every moderation state',
    async () => {
      const [endorsements, stories] = await inspect(async (q) => [
        await q('SELECT DISTINCT approved FROM endorsements ORDER BY approved'),
        await q('SELECT DISTINCT approved FROM testimonials ORDER BY approved'),
      ]);
      expect(endorsements.map((r) => r.approved)).toEqual(['approved', 'pending', 'rejected']);
      expect(stories.map((r) => r.approved)).toEqual(expect.arrayContaining(['approved', 'pending']));
    },
    SLOW,
  );

  it(
    'can run again without failing or duplicating anything',
    async () => {
      const run = await seed();
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('posts: 0 added, 7 already there');
      expect(await counts()).toEqual(firstCounts);
    },
    SLOW,
  );

  itOnPglite(
    'refuses politely while a running server holds the embedded database',
    async () => {
      // This test process stands in for the server: alive, and named in the lock file.
      const lock = path.join(dataDir, 'pglite.lock');
      fs.writeFileSync(lock, String(process.pid));
      try {
        const run = await seed();
        expect(run.code).toBe(1);
        expect(run.stderr.trim()).toBe(
          `Seeding failed: The embedded database in ${dataDir} is already in use by process ${process.pid}. ` +
            'Stop that server first, or set DATABASE_URL to run several instances on PostgreSQL.',
        );
      } finally {
        fs.rmSync(lock, { force: true });
      }
      expect(await counts()).toEqual(firstCounts);
    },
    SLOW,
  );
});
