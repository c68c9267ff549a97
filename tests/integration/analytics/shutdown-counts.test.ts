// CONTRACT section 17: after 10,000 hits and a SIGTERM the counts are exact; a SIGKILL loses at most
// the last 10 seconds. Real server processes; the control run skips the last flush (a preload that
// exits on SIGTERM first) and must lose counts, so the exact count cannot come from anything else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { BROWSER } from '../../helpers/analytics';
import { onPostgres, type TestDatabase } from '../../helpers/database';
import { scaled } from '../../helpers/machine-speed';
import { serverDatabase } from '../../helpers/server-database';
import { minimalClientBuild, spawnServer, stopAllServers, SPAWN_READY_MS } from '../../helpers/spawn-server';

const HITS = 10_000;
const AGENTS = 100;
const SKIP_FLUSH = fileURLToPath(new URL('../../fixtures/skip-visit-flush.mjs', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`visit counts when the server stops (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let clientDir: string;
  let dataDir: string | undefined;
  let testDb: TestDatabase | undefined;

  beforeAll(() => {
    clientDir = minimalClientBuild();
  });
  afterEach(async () => {
    await stopAllServers();
    await testDb?.drop();
    testDb = undefined;
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

  async function start(preload: string[] = []) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visit-counts-'));
    let env: Record<string, string>;
    ({ env, testDb } = await serverDatabase(dataDir));
    return spawnServer(
      { ...env, SESSION_SECRET: 'visit-counts-test-secret-0123456789abcdef', CLIENT_BUILD_DIR: clientDir },
      { preload },
    );
  }

  /** `count` page views, 50 at a time, from AGENTS browsers, on two pages; each answered 204. */
  async function sendHits(url: string, count: number, from = 0) {
    let next = from;
    const worker = async () => {
      while (next < from + count) {
        const n = next++;
        const res = await fetch(`${url}/api/hit`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': `${BROWSER} n/${n % AGENTS}` },
          body: JSON.stringify({ path: n % 2 ? '/' : '/vision', utmCampaign: 'flyer' }),
        });
        if (res.status !== 204) throw new Error(`POST /api/hit answered ${res.status}`);
      }
    };
    await Promise.all(Array.from({ length: 50 }, worker));
  }

  /** The counts as written, read once the server is gone (PGlite takes one process at a time). */
  async function written() {
    const database: Database = testDb ? testDb.database : await openDatabase({ dataDir: dataDir! });
    try {
      const { rows } = await database.raw.query(
        `SELECT kind, key, sum(views)::int AS views, sum(visitors)::int AS visitors
         FROM analytics_counts GROUP BY kind, key ORDER BY kind, key`,
      );
      return Object.fromEntries(
        rows.map((r) => [`${r.kind}:${r.key}`, { views: r.views, visitors: r.visitors }]),
      );
    } finally {
      if (!testDb) await database.close();
    }
  }

  it(
    'writes every one of 10,000 hits on SIGTERM, visitors once each',
    async () => {
      const server = await start();
      await sendHits(server.url, HITS);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      expect(await written()).toEqual({
        'campaign:flyer': { views: 0, visitors: AGENTS },
        'page:/': { views: HITS / 2, visitors: AGENTS / 2 },
        'page:/vision': { views: HITS / 2, visitors: AGENTS / 2 },
        'site:': { views: HITS, visitors: AGENTS },
        'source:Direct': { views: 0, visitors: AGENTS },
      });
    },
    SPAWN_READY_MS + scaled(120_000),
  );

  it(
    'control: loses the hits since the last flush when the shutdown skips it',
    async () => {
      const server = await start([SKIP_FLUSH]);
      // A tenth of the hits is enough to see some lost: the shutdown's flush is all that differs.
      await sendHits(server.url, HITS / 10);
      server.child.kill('SIGTERM');
      await server.exited;
      const views = (await written())['site:']?.views ?? 0;
      expect(views).toBeLessThan(HITS / 10);
    },
    SPAWN_READY_MS + scaled(120_000),
  );

  it(
    'loses at most the last 10 seconds of counts to a SIGKILL',
    async () => {
      const server = await start();
      await sendHits(server.url, 1000);
      // Every hit older than 10 seconds is written by now, whatever the job's phase.
      await sleep(10_000);
      server.child.kill('SIGKILL');
      await server.exited;
      expect((await written())['site:']).toEqual({ views: 1000, visitors: AGENTS });
    },
    SPAWN_READY_MS + scaled(120_000),
  );
});
