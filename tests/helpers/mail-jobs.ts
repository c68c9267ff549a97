import { eq } from 'drizzle-orm';
import type { Config } from '../../server/config/env';
import type { JobDeps } from '../../server/background-jobs';
import { createLogger } from '../../server/log/logger';
import { scaled } from './machine-speed';
import { createOutboxSender, type SenderOptions } from '../../server/mail/sender';
import { outbox } from '../../shared/schema';
import type { TestContext } from './test-app';

// Running the outbox's sender from a test, on the test's database and clock.

// One for every test: each logger adds an exit listener to the process.
const silentLogger = createLogger('silent');

/** A job's dependencies on the test's database, with configuration changes (e.g. `smtpUrl`). */
export function jobDeps(
  ctx: TestContext,
  config: Partial<Config> = {},
  signal = new AbortController().signal,
): JobDeps {
  return {
    database: ctx.database,
    config: { ...ctx.config, ...config },
    logger: silentLogger,
    signal,
  };
}

/**
 * Short time-outs, so a hanging server costs a test a second, not a minute; stretched on a busy
 * machine (tests/helpers/machine-speed.ts), where a slow answer from the test's own SMTP server
 * once ran past the 1 s socket limit and a message that went out was counted as failed.
 */
export const TEST_TIMEOUTS = { connectionMs: scaled(2000), greetingMs: scaled(2000), socketMs: scaled(1000) };

/**
 * The next millisecond: the moment a test's sender run should take as "now". The database keeps a
 * message's due time in microseconds and a Date holds milliseconds, so a message queued within the
 * same millisecond (a quiet PostgreSQL does that) would not yet be due at `new Date()`; the
 * server's runner simply takes it a second later.
 */
export const senderNow = () => new Date(Date.now() + 1);

/**
 * Runs a sender once, as the runner would at `now` (by default `senderNow()`), against `smtpUrl`
 * (undefined: no mail server), and closes its connections.
 */
export async function runSender(
  ctx: TestContext,
  smtpUrl: string | undefined,
  {
    now = senderNow(),
    config = {},
    options = {},
  }: { now?: Date; config?: Partial<Config>; options?: SenderOptions } = {},
): Promise<void> {
  const sender = createOutboxSender({ timeouts: TEST_TIMEOUTS, ...options });
  try {
    await sender.run(jobDeps(ctx, { smtpUrl, mailRatePerSecond: 0, ...config }), now);
  } finally {
    await sender.close?.();
  }
}

export async function outboxRow(ctx: TestContext, id: number) {
  const [row] = await ctx.db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

export const allOutbox = (ctx: TestContext) => ctx.db.select().from(outbox).orderBy(outbox.id);
