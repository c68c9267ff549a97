import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, runPool, tally, type Outcome } from '../fixtures/load';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/database';
import { minimalClientBuild, spawnServer, stopAllServers, type SpawnedServer } from '../helpers/spawn-server';

// Two real server processes on one PostgreSQL take a burst of sign-ups; one is SIGKILLed halfway.
// Every submission that was answered 201 must be in the database exactly once.
if (!onPostgres) {
  console.warn(
    '[trust-multi-instance] SKIPPED: two instances on one database need TEST_DB=postgres and TEST_DATABASE_URL.',
  );
}

const SUBMISSIONS = 1000;
const IN_FLIGHT = 50;

describe.skipIf(!onPostgres)('no acknowledged write lost when an instance dies', () => {
  let testDb: TestDatabase;
  let clientDir: string;
  let servers: SpawnedServer[];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    clientDir = minimalClientBuild();
    const env = {
      DATABASE_URL: testDb.url!,
      RATE_LIMIT_FORMS: '1000000',
      SESSION_SECRET: 'multi-instance-secret-0123456789abcdef',
      CLIENT_BUILD_DIR: clientDir,
    };
    servers = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await stopAllServers();
    await testDb?.drop();
    if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it(`stores every acknowledged one of ${SUBMISSIONS} concurrent sign-ups exactly once after SIGKILL of one instance`, async () => {
    const [doomed, survivor] = servers;
    const run = crypto.randomBytes(4).toString('hex');
    // Even numbers are volunteers, odd ones endorsements; both kinds go to both instances.
    const target = (i: number) => (Math.floor(i / 2) % 2 === 0 ? doomed : survivor);
    const key = (i: number) => (i % 2 === 0 ? `v${i}-${run}@example.org` : `Endorser ${i} ${run}`);
    const submit = (i: number): Promise<Outcome> =>
      i % 2 === 0
        ? postJson(`${target(i).url}/api/volunteers`, {
            firstName: 'Load',
            lastName: `Test ${i}`,
            email: key(i),
            helpType: 'canvassing',
          })
        : postJson(`${target(i).url}/api/endorsements`, {
            name: key(i),
            endorsement: 'Solidarity.',
            turnstileToken: 'x',
            website: '',
          });

    const outcomes = await runPool(SUBMISSIONS, IN_FLIGHT, submit, (i) => {
      if (i === SUBMISSIONS / 2) doomed.child.kill('SIGKILL');
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
    const lost = acknowledged.filter((i) => stored.get(key(i)) !== 1);
    const duplicated = [...stored.values()].filter((n) => n > 1).length;
    const survivorOutcomes = outcomes.filter((_, i) => target(i) === survivor);

    console.log(
      `[multi-instance] sent ${SUBMISSIONS}, acknowledged ${acknowledged.length}, stored ${stored.size}, ` +
        `acknowledged but missing ${lost.length}, duplicated ${duplicated}; ` +
        `killed instance ${JSON.stringify(tally(outcomes.filter((_, i) => target(i) === doomed)))}, ` +
        `survivor ${JSON.stringify(tally(survivorOutcomes))}`,
    );
    expect(lost).toEqual([]);
    expect(duplicated).toBe(0);
    // Nothing is stored that was never sent, and the survivor answered every request it got.
    expect(stored.size).toBeLessThanOrEqual(SUBMISSIONS);
    expect(tally(survivorOutcomes)).toEqual({ 201: SUBMISSIONS / 2 });
    expect(await doomed.exited).toEqual({ code: null, signal: 'SIGKILL' });
  }, 120_000);
});
