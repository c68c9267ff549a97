import { setTimeout as sleep } from 'node:timers/promises';
import type { Transporter } from 'nodemailer';
import type { OutboxRow } from '../../shared/schema';
import type { Db } from '../db/client';
import type { BackgroundJob, JobDeps } from '../jobs/job';
import { errorDetails } from '../log/error-details';
import {
  classifyFailure,
  createSmtpTransport,
  DEFAULT_SMTP_TIMEOUTS,
  deliver,
  storedContent,
  type MessageContent,
  type SmtpTimeouts,
} from './delivery';
import { holdQueued } from './held';
import {
  claimDueMessages,
  claimNextToHold,
  markFailed,
  markRetry,
  markSent,
  markSkipped,
  releaseClaims,
  releaseExpiredLeases,
  takePaceSlot,
} from './outbox-rows';
import { mailRendererFor } from './renderers';
import { nextAttemptAt } from './retry';

// The sender (CONTRACT section 11): on every instance, hands due messages to SMTP_URL, each by one
// instance at a time, transactional before bulk, at the deployment-wide MAIL_RATE_PER_SECOND.
// Without SMTP_URL it keeps every message as `held` instead. When the server stops, each lane
// finishes the message in hand and claims no other.

export interface SenderOptions {
  timeouts?: SmtpTimeouts;
  /** Messages handed over at once by this instance (SMTP connections in its pool). */
  lanes?: number;
  /** How long a claimed message is this instance's: longer than the slowest delivery can take. */
  leaseMs?: number;
}

/** Messages one instance has on the wire at once: at most this many can repeat after a kill. */
export const DEFAULT_LANES = 4;
/** Messages a lane claims at once (but the first lane): fewer statements per message sent. */
const CLAIM_BATCH = 8;
const DEFAULT_LEASE_MS = 5 * 60_000;

export function createOutboxSender(options: SenderOptions = {}): BackgroundJob {
  const timeouts = options.timeouts ?? DEFAULT_SMTP_TIMEOUTS;
  const lanes = options.lanes ?? DEFAULT_LANES;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let pool: { url: string; transport: Transporter } | undefined;

  const transportFor = (url: string) => {
    if (pool?.url !== url) {
      pool?.transport.close();
      pool = { url, transport: createSmtpTransport(url, timeouts, lanes) };
    }
    return pool.transport;
  };

  return {
    name: 'outbox-sender',
    everyMs: 1000,
    async run(deps, now) {
      const db = deps.database.db;
      // Tests run the clock from `now`; time still passes while a run goes on.
      const started = Date.now();
      const clock = () => new Date(now.getTime() + (Date.now() - started));
      await releaseExpiredLeases(db, now);
      if (!deps.config.smtpUrl) {
        await holdQueued(deps, () => claimNextToHold(db));
        return;
      }
      const transport = transportFor(deps.config.smtpUrl);
      const lane = async (index: number) => {
        // The first lane takes one message at a time, so a confirmation or a reset queued during
        // a newsletter waits for one message at most; the others take a few per claim.
        const claimSize = index === 0 ? 1 : CLAIM_BATCH;
        let inHand: OutboxRow[] = [];
        try {
          while (!deps.signal.aborted) {
            if (inHand.length === 0) {
              const at = clock();
              inHand = await claimDueMessages(db, at, new Date(at.getTime() + leaseMs), claimSize);
              if (inHand.length === 0) return;
            }
            await handOver(deps, transport, inHand.shift()!, clock);
          }
        } finally {
          // Stopping: what was claimed and not begun is due again at once, not after the lease.
          const ids = inHand.map((row) => row.id);
          await releaseClaims(db, ids);
        }
      };
      await Promise.all(Array.from({ length: lanes }, (_, index) => lane(index)));
    },
    async close() {
      pool?.transport.close();
      pool = undefined;
    },
  };
}

/** The message's subject and body: as stored, or built now by its kind's renderer (null: skip it). */
async function contentOf(deps: JobDeps, row: OutboxRow, now: Date): Promise<MessageContent | null> {
  if (row.ref === null) return storedContent(row);
  const renderer = mailRendererFor(row.kind);
  if (!renderer) throw new Error(`No mail renderer for "${row.kind}"`);
  return renderer({ db: deps.database.db, config: deps.config, to: row.toAddress, now }, row.ref);
}

async function handOver(deps: JobDeps, transport: Transporter, row: OutboxRow, clock: () => Date) {
  const db: Db = deps.database.db;
  const { config } = deps;
  let content: MessageContent | null;
  try {
    content = await contentOf(deps, row, clock());
  } catch (err) {
    deps.logger.error(
      { job: 'outbox-sender', kind: row.kind, error: errorDetails(err) },
      'Could not build a message',
    );
    await retryOrFail(db, row, 'The message could not be built', clock());
    return;
  }
  if (!content) {
    await markSkipped(db, row.id);
    return;
  }
  if (config.mailRatePerSecond > 0) {
    const slot = await takePaceSlot(db, config.mailRatePerSecond);
    const wait = slot.getTime() - Date.now();
    if (wait > 0) await sleep(wait);
  }
  try {
    await deliver(transport, config.mailFrom, row, content);
  } catch (err) {
    const failure = classifyFailure(err);
    if (failure.permanent) await markFailed(db, row, failure.reason, failure.recipientRefused);
    else await retryOrFail(db, row, failure.reason, clock());
    return;
  }
  await markSent(db, row.id, content.subject, clock());
}

async function retryOrFail(db: Db, row: OutboxRow, reason: string, now: Date) {
  const next = nextAttemptAt(row.createdAt, row.attempts, now);
  if (next) await markRetry(db, row.id, reason, next);
  else
    await markFailed(db, row, `Gave up after ${row.attempts} attempts over 24 hours. Last: ${reason}`, false);
}

/** The sender every server runs. */
export const outboxSender = createOutboxSender();
