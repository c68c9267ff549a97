import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getStatus, postJson, tally, type Outcome } from '../../fixtures/load';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { describeOnPostgres } from '../../helpers/test-app';
import {
  minimalClientBuild,
  spawnServer,
  stopAllServers,
  type SpawnedServer,
} from '../../helpers/spawn-server';
import { startTcpProxy, type TcpProxy } from '../../helpers/tcp-proxy';

// The database goes away under load (a restart, a partition) for one server: a TCP proxy between
// them is cut for three seconds. The server must say 503, stay up, and recover on its own.
const OUTAGE_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnPostgres('a database outage under load', () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let clientDir: string;
  let server: SpawnedServer;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const target = new URL(testDb.url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(testDb.url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    clientDir = minimalClientBuild();
    server = await spawnServer({
      DATABASE_URL: viaProxy.toString(),
      RATE_LIMIT_FORMS: '1000000',
      SESSION_SECRET: 'outage-test-secret-0123456789abcdef',
      CLIENT_BUILD_DIR: clientDir,
    });
  }, 300_000);

  afterAll(async () => {
    await stopAllServers();
    await proxy?.close();
    await testDb?.drop();
    if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers 503 (never 500) while the database is away, stays up, and recovers by itself', async () => {
    const phases: Record<'before' | 'during' | 'after', { posts: Outcome[]; health: Outcome[] }> = {
      before: { posts: [], health: [] },
      during: { posts: [], health: [] },
      after: { posts: [], health: [] },
    };
    let phase: keyof typeof phases = 'before';
    let stop = false;
    let n = 0;
    const acknowledged: string[] = [];
    // Ten clients signing up in a loop, and one watching the health check, throughout.
    const writer = async () => {
      while (!stop) {
        const email = `outage-${n++}@example.org`;
        const at = phase;
        const outcome = await postJson(`${server.url}/api/volunteers`, {
          firstName: 'Out',
          lastName: 'Age',
          email,
          helpType: 'other',
        });
        phases[at].posts.push(outcome);
        if (outcome.status === 201) acknowledged.push(email);
      }
    };
    const watcher = async () => {
      while (!stop) {
        phases[phase].health.push(await getStatus(`${server.url}/api/health`));
        await sleep(100);
      }
    };
    const load = Promise.all([...Array.from({ length: 10 }, writer), watcher()]);

    await sleep(1000);
    await proxy.cut();
    phase = 'during';
    await sleep(OUTAGE_MS);
    await proxy.restore();
    phase = 'after';
    const back = Date.now();
    // Recovery is the server's own doing: no restart, no reconnect call.
    while (Date.now() - back < 20_000) {
      const recent = phases.after.posts.slice(-5);
      if (recent.length === 5 && recent.every((o) => o.status === 201)) break;
      await sleep(200);
    }
    await sleep(500);
    stop = true;
    await load;

    const summary = Object.fromEntries(
      Object.entries(phases).map(([k, v]) => [k, { posts: tally(v.posts), health: tally(v.health) }]),
    );
    console.log(`[db-outage] recovered in ${Date.now() - back - 500} ms; ${JSON.stringify(summary)}`);

    const all = Object.values(phases).flatMap((p) => [...p.posts, ...p.health]);
    // Every request got an answer, and none was a 500.
    expect(
      all.filter((o) => o.error),
      server.output().slice(-3000),
    ).toEqual([]);
    expect(all.filter((o) => o.status === 500)).toEqual([]);
    expect(phases.during.posts.some((o) => o.status === 503)).toBe(true);
    expect(phases.during.health.some((o) => o.status === 503)).toBe(true);
    expect(phases.after.posts.slice(-5).every((o) => o.status === 201)).toBe(true);
    expect((await getStatus(`${server.url}/api/health`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();

    // What the server acknowledged, it kept.
    const { rows } = await testDb.database.raw.query('SELECT email FROM volunteers');
    const stored = new Set(rows.map((r) => String(r.email)));
    expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
  }, 60_000);
});
