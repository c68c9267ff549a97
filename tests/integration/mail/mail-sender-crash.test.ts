import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_LANES } from '../../../server/mail/sender';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { createLogger } from '../../../server/log/logger';
import { queueMessage } from '../../../server/mail';
import { createOutboxSender } from '../../../server/mail/sender';
import { loadConfig } from '../../../server/config/env';
import { onPostgres, type TestDatabase } from '../../helpers/database';
import { serverDatabase } from '../../helpers/server-database';
import { TEST_TIMEOUTS } from '../../helpers/mail-jobs';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp-server';
import { minimalClientBuild, spawnServer, stopAllServers } from '../../helpers/spawn-server';

// The sender in a real server process, killed while it hands messages over (CONTRACT section 11):
// no message is lost, and only those in flight at the moment of the kill may arrive twice. The
// control stops it with SIGTERM instead: it finishes the messages in hand and none arrives twice.

const MESSAGES = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`the sender killed mid-delivery (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let smtp: TestSmtpServer;
  let clientDir: string;
  let testDb: TestDatabase | undefined;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    clientDir = minimalClientBuild();
  });
  afterEach(async () => {
    await stopAllServers();
    await testDb?.drop();
    testDb = undefined;
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await smtp.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  /** The test's own handle on the server's database (PGlite: only while the server is not running). */
  async function open(): Promise<Database> {
    // Migrated already: a copy of the migrated folder (startSending).
    return testDb ? testDb.database : openDatabase({ dataDir });
  }
  const release = async (database: Database) => {
    if (!testDb) await database.close();
  };

  async function startSending() {
    smtp.received.length = 0;
    smtp.attempts.length = 0;
    // Each recipient takes a while to be accepted: the sender always has messages in flight.
    smtp.behaviour = () => 'slow';
    smtp.slowMs = 150;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-crash-'));
    let databaseEnv: Record<string, string>;
    ({ env: databaseEnv, testDb: testDb } = await serverDatabase(dataDir));
    const database = await open();
    for (let n = 0; n < MESSAGES; n++) {
      await queueMessage(database.db, {
        kind: 'test',
        to: `m${n}@example.org`,
        subject: `Message ${n}`,
        text: 'x',
      });
    }
    await release(database);
    return spawnServer({
      ...databaseEnv,
      SESSION_SECRET: 'mail-crash-test-secret-0123456789abcdef',
      CLIENT_BUILD_DIR: clientDir,
      SMTP_URL: smtp.url,
      MAIL_RATE_PER_SECOND: '0',
    });
  }

  /** What a restarted sender does once the killed one's leases have run out. */
  async function resume(database: Database) {
    const sender = createOutboxSender({ timeouts: TEST_TIMEOUTS });
    smtp.behaviour = () => 'accept';
    const config = { ...loadConfig({ NODE_ENV: 'test' }), smtpUrl: smtp.url, mailRatePerSecond: 0 };
    const deps = { database, config, logger: createLogger('silent'), signal: new AbortController().signal };
    await sender.run(deps, new Date(Date.now() + 10 * 60_000));
    await sender.close?.();
  }

  const statuses = async (database: Database) =>
    (await database.raw.query(`SELECT to_address, status FROM outbox`)).rows as {
      to_address: string;
      status: string;
    }[];

  function deliveryCounts() {
    const counts = new Map<string, number>();
    for (const mail of smtp.received)
      counts.set(mail.envelope.to[0], (counts.get(mail.envelope.to[0]) ?? 0) + 1);
    return counts;
  }

  async function stopMidway(signal: NodeJS.Signals) {
    const server = await startSending();
    while (smtp.received.length < 12) await sleep(20);
    server.child.kill(signal);
    const exit = await server.exited;
    return { exit, receivedBeforeResume: smtp.received.length };
  }

  it('after SIGKILL, every message arrives at least once and only those in flight may arrive twice', async () => {
    const { exit, receivedBeforeResume } = await stopMidway('SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    const database = await open();
    try {
      const inFlight = (await statuses(database))
        .filter((r) => r.status === 'sending')
        .map((r) => r.to_address);
      // The kill landed while messages were being handed over.
      expect(inFlight.length).toBeGreaterThan(0);
      expect(receivedBeforeResume).toBeLessThan(MESSAGES);
      await resume(database);
      const counts = deliveryCounts();
      expect(counts.size).toBe(MESSAGES);
      const twice = [...counts].filter(([, n]) => n > 1).map(([to]) => to);
      expect(twice.every((to) => inFlight.includes(to))).toBe(true);
      // Claimed is not yet handed over: only the message each lane had on the wire can repeat.
      expect(twice.length).toBeLessThanOrEqual(DEFAULT_LANES);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
      expect((await statuses(database)).every((r) => r.status === 'sent')).toBe(true);
    } finally {
      await release(database);
    }
  }, 300_000);

  it('control: after SIGTERM the messages in hand are finished, nothing is left in flight, none arrives twice', async () => {
    const { exit } = await stopMidway('SIGTERM');
    expect(exit.code).toBe(0);
    const database = await open();
    try {
      const rows = await statuses(database);
      expect(rows.filter((r) => r.status === 'sending')).toEqual([]);
      expect(rows.filter((r) => r.status === 'sent').length).toBe(smtp.received.length);
      await resume(database);
      const counts = deliveryCounts();
      expect(counts.size).toBe(MESSAGES);
      expect(Math.max(...counts.values())).toBe(1);
    } finally {
      await release(database);
    }
  }, 300_000);
});
