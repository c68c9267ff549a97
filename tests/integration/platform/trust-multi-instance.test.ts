import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postJson, runPool, tally, type Outcome } from '../../fixtures/load';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import {
  minimalClientBuild,
  spawnServer,
  stopAllServers,
  type SpawnedServer,
} from '../../helpers/spawn-server';
import { describeOnPostgres } from '../../helpers/test-app';

// Two real server processes on one PostgreSQL take a burst of sign-ups; one is SIGKILLed halfway.
// Every submission that was answered 201 must be in the database exactly once. The kill must land
// while requests are in flight (else it proves nothing), and a control run against servers that
// answer before they store shows the same check catching lost writes.
const SUBMISSIONS = 1000;
const IN_FLIGHT = 50;
const EARLY_ACK = path.join(import.meta.dirname, '../../fixtures/acknowledge-early.mjs');

interface BurstResult {
  acknowledged: number;
  lost: number;
  duplicated: number;
  stored: number;
  /** Requests sent to the killed instance and not yet answered when it died. */
  inFlightAtKill: number;
  survivor: Record<string, number>;
}

async function killDuringBurst(
  testDb: TestDatabase,
  [doomed, survivor]: SpawnedServer[],
): Promise<BurstResult> {
  const run = crypto.randomBytes(4).toString('hex');
  // Even numbers are volunteers, odd ones endorsements; both kinds go to both instances.
  const target = (i: number) => (Math.floor(i / 2) % 2 === 0 ? doomed : survivor);
  const key = (i: number) => (i % 2 === 0 ? `v${i}-${run}@example.org` : `Endorser ${i} ${run}`);
  const pendingOnDoomed = new Set<number>();
  let inFlightAtKill = -1;
  const submit = async (i: number): Promise<Outcome> => {
    const url = target(i).url;
    if (target(i) === doomed) pendingOnDoomed.add(i);
    const outcome = await (i % 2 === 0
      ? postJson(`${url}/api/volunteers`, {
          firstName: 'Load',
          lastName: `Test ${i}`,
          email: key(i),
          helpType: 'canvassing',
        })
      : postJson(`${url}/api/endorsements`, {
          name: key(i),
          endorsement: 'Solidarity.',
          turnstileToken: 'x',
          website: '',
        }));
    pendingOnDoomed.delete(i);
    return outcome;
  };

  const outcomes = await runPool(SUBMISSIONS, IN_FLIGHT, submit, (i) => {
    if (i !== SUBMISSIONS / 2) return;
    inFlightAtKill = pendingOnDoomed.size;
    doomed.child.kill('SIGKILL');
  });

  const { rows: volunteerRows } = await testDb.database.raw.query(
    'SELECT email AS key, count(*)::int AS n FROM volunteers WHERE email LIKE $1 GROUP BY email',
    [`%-${run}@example.org`],
  );
  const { rows: endorsementRows } = await testDb.database.raw.query(
    'SELECT name AS key, count(*)::int AS n FROM endorsements WHERE name LIKE $1 GROUP BY name',
    [`% ${run}`],
  );
  const stored = new Map([...volunteerRows, ...endorsementRows].map((r) => [String(r.key), Number(r.n)]));
  const acknowledged = outcomes.flatMap((o, i) => (o.status === 201 ? [i] : []));
  const result = {
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((i) => stored.get(key(i)) !== 1).length,
    duplicated: [...stored.values()].filter((n) => n > 1).length,
    stored: stored.size,
    inFlightAtKill,
    survivor: tally(outcomes.filter((_, i) => target(i) === survivor)),
  };
  const doomedTally = tally(outcomes.filter((_, i) => target(i) === doomed));
  console.log(`[multi-instance] ${JSON.stringify(result)}; killed instance ${JSON.stringify(doomedTally)}`);
  return result;
}

describeOnPostgres('no acknowledged write lost when an instance dies', () => {
  let testDb: TestDatabase;
  let clientDir: string;
  const env = () => ({
    DATABASE_URL: testDb.url!,
    RATE_LIMIT_FORMS: '1000000',
    SESSION_SECRET: 'multi-instance-secret-0123456789abcdef',
    CLIENT_BUILD_DIR: clientDir,
  });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    clientDir = minimalClientBuild();
  }, 120_000);

  afterAll(async () => {
    await stopAllServers();
    await testDb?.drop();
    if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it(`stores every acknowledged one of ${SUBMISSIONS} concurrent sign-ups exactly once after SIGKILL of one instance`, async () => {
    const servers = await Promise.all([spawnServer(env()), spawnServer(env())]);
    const result = await killDuringBurst(testDb, servers);
    // The kill landed mid-burst, with requests of the killed instance still unanswered.
    expect(result.inFlightAtKill).toBeGreaterThan(0);
    expect(result.lost).toBe(0);
    expect(result.duplicated).toBe(0);
    // Nothing is stored that was never sent, and the survivor answered every request it got.
    expect(result.stored).toBeLessThanOrEqual(SUBMISSIONS);
    expect(result.survivor).toEqual({ 201: SUBMISSIONS / 2 });
    expect(await servers[0].exited).toEqual({ code: null, signal: 'SIGKILL' });
  }, 300_000);

  it('control: catches the loss on servers that answer a sign-up before they store it', async () => {
    const early = { preload: [EARLY_ACK] };
    const servers = await Promise.all([spawnServer(env(), early), spawnServer(env(), early)]);
    const result = await killDuringBurst(testDb, servers);
    // The same checks as above fail here: acknowledged sign-ups are missing.
    expect(result.lost).toBeGreaterThan(0);
    expect(await servers[0].exited).toEqual({ code: null, signal: 'SIGKILL' });
  }, 300_000);
});
