import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { loadConfig } from '../../../server/config/env';
import { staffAlerts } from '../../../server/mail/alerts-job';
import { mailRendererFor } from '../../../server/mail/renderers';
import { createOutboxSender } from '../../../server/mail/sender';
import { compactErasedTables } from '../../../server/supporters/erasure-compaction';
import { TEST_ADMIN, insertAdmin, signIn, useSignedInAdmin } from '../../helpers/admin-agent';
import { onPostgres } from '../../helpers/database';
import { jobDeps, TEST_TIMEOUTS } from '../../helpers/mail-jobs';
import { migratedDataDir } from '../../helpers/migrated-data-dir';
import { useTestApp, type TestContext } from '../../helpers/test-app';
import { createLogger } from '../../../server/log/logger';

// Issue 34, finding 4: after an erasure answered with its counts, the staff alert that had told an
// admin of the person's sign-up still held their name, in the API and in the PGlite files: erasure
// deleted outbox rows by recipient only. Staff alerts now keep no supporter's name at all (the names
// are drawn from the sign-ups when the message is sent), so erasing the sign-ups erases the names.

const STAFF = 'staff@campaign.example';
const MINUTE = 60_000;

function person(tag: string) {
  const mark = `${tag}${crypto.randomBytes(4).toString('hex')}`;
  return { email: `${mark}@example.org`, lastName: `Surname${mark}` };
}

/** Every admin gets instant volunteer alerts, reported from two minutes ago on. */
async function staffAdmin(raw: Database['raw']) {
  await raw.query(
    `UPDATE admin_users SET email = $1, notify_volunteers = 'instant', alerts_instant_through = $2`,
    [STAFF, new Date(Date.now() - 2 * MINUTE)],
  );
}

async function signUp(app: App, who: ReturnType<typeof person>) {
  const res = await request(app)
    .post('/api/volunteers')
    .send({ firstName: 'Dana', lastName: who.lastName, email: who.email, helpType: 'canvassing' });
  expect(res.status).toBe(201);
}

/** The alert job two minutes later (the sign-ups' minute is then over), then the sender with no mail server. */
async function alertAndHold(ctx: Pick<TestContext, 'database' | 'config'>) {
  const deps = jobDeps(ctx as TestContext, { smtpUrl: undefined, mailRatePerSecond: 0 });
  await staffAlerts.run(deps, new Date(Date.now() + 2 * MINUTE));
  const sender = createOutboxSender({ timeouts: TEST_TIMEOUTS });
  await sender.run(deps, new Date(Date.now() + 3 * MINUTE));
  const { rows } = await ctx.database.raw.query(
    `SELECT count(*)::int AS n FROM outbox WHERE kind = 'staff-alert'`,
  );
  expect(rows[0].n).toBe(1);
}

async function erase(app: App, email: string, agent = signIn(app)) {
  const { agent: a, csrfToken } = await agent;
  const res = await a
    .post('/api/admin/erasure')
    .set('X-CSRF-Token', csrfToken)
    .send({ email, currentPassword: TEST_ADMIN.password });
  expect(res.status).toBe(200);
}

describe('a staff alert after an erasure (API)', () => {
  const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });
  const admin = useSignedInAdmin(ctx);

  it('names nobody erased, in the outbox list, in its message, or when it is sent later', async () => {
    await staffAdmin(ctx.database.raw);
    const gone = person('erased');
    const kept = person('kept');
    await signUp(ctx.app, gone);
    await signUp(ctx.app, kept);
    await alertAndHold(ctx);
    const list = await admin.agent.get('/api/admin/outbox?q=staff');
    const alert = list.body.find((m: { kind: string }) => m.kind === 'staff-alert');
    expect(alert).toBeTruthy();
    await erase(ctx.app, gone.email, Promise.resolve(admin));
    const detail = await admin.agent.get(`/api/admin/outbox/${alert.id}`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).not.toContain(gone.lastName);
    const { rows } = await ctx.database.raw.query('SELECT subject, text, html, ref FROM outbox');
    expect(JSON.stringify(rows)).not.toContain(gone.lastName);
    // Built again now, as a retry or a later send would: the erased person is not in it.
    const [row] = (await ctx.database.raw.query(`SELECT ref FROM outbox WHERE id = $1`, [alert.id])).rows;
    const again = await mailRendererFor('staff-alert')!(
      { db: ctx.db, config: ctx.config, to: STAFF, now: new Date() },
      String(row.ref),
    );
    expect(again?.text).toContain(kept.lastName);
    expect(again?.text).not.toContain(gone.lastName);
  });

  it('deletes an alert stored with its text before alerts kept no names, when it names the person', async () => {
    const gone = person('erased');
    await signUp(ctx.app, gone);
    const legacy = (text: string) =>
      ctx.database.raw.query(
        `INSERT INTO outbox (kind, to_address, subject, text, status) VALUES ('staff-alert', $1, 'New', $2, 'sent')`,
        [STAFF, text],
      );
    await legacy(`1 new volunteer\n- Dana ${gone.lastName}\n`);
    await legacy('1 new volunteer\n- Somebody Else\n');
    await erase(ctx.app, gone.email, Promise.resolve(admin));
    const { rows } = await ctx.database.raw.query(`SELECT text FROM outbox WHERE kind = 'staff-alert'`);
    expect(rows).toEqual([{ text: '1 new volunteer\n- Somebody Else\n' }]);
  });
});

describe.skipIf(onPostgres)('a staff alert after an erasure (PGlite files)', () => {
  let root: string;
  let database: Database;
  let app: App;
  const config = loadConfig({
    NODE_ENV: 'test',
    SITE_URL: 'http://localhost:5000',
    RATE_LIMIT_FORMS: '1000',
  });

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'erasure-alerts-'));
    const dataDir = await migratedDataDir(path.join(root, 'data'));
    database = await openDatabase({ dataDir });
    const logger = createLogger('silent');
    app = createApp({
      database,
      config,
      sessionSecret: 'erasure-alerts-secret-0123456789abcdef',
      logger,
      log: () => {},
    });
  }, 120_000);

  afterAll(async () => {
    await database?.close().catch(() => {});
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('leaves no file of DATA_DIR holding the erased name that an alert once showed', async () => {
    await insertAdmin(database.db);
    await staffAdmin(database.raw);
    const gone = person('erased');
    const kept = person('kept');
    await signUp(app, gone);
    await signUp(app, kept);
    await alertAndHold({ database, config });
    await erase(app, gone.email);
    // What the server does after the answer (server/supporters/erasure-compaction.ts), then a stop.
    await compactErasedTables(database);
    await database.close();
    const files = fs
      .readdirSync(path.join(root, 'data'), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
    const holding = (value: string) => files.filter((f) => fs.readFileSync(f).includes(value));
    expect(holding(gone.lastName)).toEqual([]);
    expect(holding(gone.email)).toEqual([]);
    // The control: the same search finds the person who was not erased.
    expect(holding(kept.lastName).length).toBeGreaterThan(0);
  }, 120_000);
});
