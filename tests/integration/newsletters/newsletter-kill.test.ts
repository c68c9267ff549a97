import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../../server/config/env';
import { startJobRunner } from '../../../server/background-jobs';
import { newsletterJob } from '../../../server/newsletters/job';
import { createLogger } from '../../../server/log/logger';
import { createOutboxSender, DEFAULT_LANES } from '../../../server/mail/sender';
import { findNewsletter } from '../../../server/newsletters/sends';
import type { NewsletterView } from '../../../shared/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../../helpers/factories';
import {
  adminFetch,
  duplicatesBeyondInFlight,
  sendingSite,
  type SendingSite,
} from '../../helpers/newsletter-processes';
import { insertSubscribers } from '../../helpers/newsletters';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp-server';
import { stopAllServers, type SpawnedServer } from '../../helpers/spawn-server';

// Exactly once over a crash (CONTRACT section 12): a real server process sending a newsletter is
// SIGKILLed while messages are going out, a second instance (this process's own background jobs)
// takes over, and every recipient's messages are counted. Only messages that were in flight at the
// kill may arrive twice. A SIGTERM halfway lets the message in hand finish, so nothing at all
// arrives twice.

const RECIPIENTS = 80;
// Slow enough that the kill lands mid-send on any machine, fast enough to finish in seconds.
const MAIL_ENV = { MAIL_RATE_PER_SECOND: '20' };

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const addresses = (smtp: TestSmtpServer) => smtp.received.map((m) => m.envelope.to[0]);

describe('a newsletter over a crash of the sending process', () => {
  let site: SendingSite;
  let smtp: TestSmtpServer;
  let slug: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await sendingSite();
  }, 300_000);

  afterAll(async () => {
    await stopAllServers();
    await smtp?.close();
    await site?.cleanup();
  });

  async function seed() {
    const database = await site.open();
    try {
      for (const table of ['newsletter_recipients', 'newsletter_sends', 'outbox', 'newsletters', 'posts'])
        await database.raw.query(`DELETE FROM ${table}`);
      slug = (await insertPost(database.db, { title: 'Arbitration win restores $120K in back pay' })).slug;
      await insertSubscribers(database, RECIPIENTS);
    } finally {
      await database.close();
    }
    smtp.received.length = 0;
  }

  /** Starts a sending server, sends the post, and stops the server by `signal` mid-send. */
  async function sendAndStop(signal: 'SIGKILL' | 'SIGTERM') {
    await seed();
    const first: SpawnedServer = await site.spawn({ SMTP_URL: smtp.url, ...MAIL_ENV });
    const admin = await adminFetch(first);
    const started = await admin(`/api/admin/posts/${slug}/newsletter`, 'POST', {});
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    await until(() => smtp.received.length >= RECIPIENTS / 4, 'a quarter of the messages');
    first.child.kill(signal);
    const exit = await first.exited;
    const atStop = smtp.received.length;

    // What the stopped process left: messages claimed and not finished, and their leases ended as
    // if their time had passed (the lease is five minutes; the test does not wait for it).
    const database = await site.open();
    const { rows } = await database.raw.query("SELECT to_address FROM outbox WHERE status = 'sending'");
    await database.raw.query(
      "UPDATE outbox SET lease_until = now() - interval '1 second' WHERE status = 'sending'",
    );
    const inFlight = rows.map((r) => String(r.to_address));

    // The instance that takes over: the same background jobs, in this process, on the same database
    // (a process of its own would only add seconds of start-up to what the test proves).
    const jobs = startJobRunner([newsletterJob, createOutboxSender()], {
      database,
      config: {
        ...loadConfig({ NODE_ENV: 'test', SITE_URL: 'http://localhost:5000' }),
        smtpUrl: smtp.url,
        mailRatePerSecond: 20,
      },
      logger: createLogger('silent'),
    });
    let figures: NewsletterView | undefined;
    try {
      await until(async () => {
        figures = await findNewsletter(database.db, id);
        return figures?.status === 'sent';
      }, 'the send to finish on the instance that took over');
    } finally {
      await jobs.stop();
      await database.close();
    }
    return { exit, atStop, inFlight, figures, received: addresses(smtp) };
  }

  it('SIGKILL mid-send: everyone gets it, and nobody twice beyond the messages then in flight', async () => {
    const { exit, atStop, inFlight, figures, received } = await sendAndStop('SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    // The kill landed while messages were still going out: some had arrived, not all, and the
    // second process delivered the rest.
    expect(atStop).toBeGreaterThan(0);
    expect(atStop).toBeLessThan(RECIPIENTS);
    expect(received.length).toBeGreaterThan(atStop);
    expect(new Set(received).size).toBe(RECIPIENTS);
    expect(duplicatesBeyondInFlight(received, inFlight)).toEqual([]);
    expect(received.length - RECIPIENTS).toBeLessThanOrEqual(inFlight.length);
    // Claimed is not yet handed over: only the message each lane had on the wire can repeat.
    expect(received.length - RECIPIENTS).toBeLessThanOrEqual(DEFAULT_LANES);
    expect(figures).toMatchObject({ status: 'sent', total: RECIPIENTS, sent: RECIPIENTS });

    // Control: the same count flags a repeat that was not in flight, so it can fail.
    const notInFlight = received.find((to) => !inFlight.includes(to))!;
    expect(duplicatesBeyondInFlight([...received, notInFlight], inFlight)).toEqual([notInFlight]);
  }, 600_000);

  it('SIGTERM mid-send: the process exits 0 and the next one finishes, with no repeat at all', async () => {
    const { exit, atStop, inFlight, figures, received } = await sendAndStop('SIGTERM');
    expect(exit.code).toBe(0);
    expect(atStop).toBeLessThan(RECIPIENTS);
    expect(inFlight).toEqual([]);
    expect(received.length).toBe(RECIPIENTS);
    expect(new Set(received).size).toBe(RECIPIENTS);
    expect(figures).toMatchObject({ status: 'sent', sent: RECIPIENTS });
  }, 600_000);
});
