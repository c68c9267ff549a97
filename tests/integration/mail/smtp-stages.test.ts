import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageIdOf } from '../../../server/mail/delivery';
import { queueMessage } from '../../../server/mail';
import { newsletters } from '../../../shared/schema';
import { outboxRow, runSender, senderNow } from '../../helpers/mail-jobs';
import { startSmtpServer, type SmtpStage, type TestSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 11 at every stage of an SMTP conversation: a 4xx anywhere is retried with the
// same Message-ID; a 5xx fails the message; only a 5xx for the recipient (RCPT TO) bounces the
// address, since a refused sender or a refused message says nothing about the reader's mailbox.

const ctx = useTestApp();
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
  smtp.attempts.length = 0;
  smtp.behaviour = () => 'accept';
  smtp.refuseAt = () => undefined;
  smtp.refusals = { connect: 0, mailFrom: 0, data: 0 };
});

const MINUTE = 60_000;
const TO = 'reader@example.org';

type Outcome = 'retried' | 'failed' | 'bounced';

const cases: { stage: SmtpStage | 'rcpt'; code: number; outcome: Outcome }[] = [
  { stage: 'connect', code: 421, outcome: 'retried' },
  { stage: 'connect', code: 554, outcome: 'failed' },
  { stage: 'mailFrom', code: 421, outcome: 'retried' },
  { stage: 'mailFrom', code: 550, outcome: 'failed' },
  { stage: 'mailFrom', code: 553, outcome: 'failed' },
  { stage: 'rcpt', code: 451, outcome: 'retried' },
  { stage: 'rcpt', code: 550, outcome: 'bounced' },
  { stage: 'data', code: 451, outcome: 'retried' },
  { stage: 'data', code: 552, outcome: 'failed' },
  { stage: 'data', code: 554, outcome: 'failed' },
];

/** Refuses once, at `stage` with `code`, and accepts everything afterwards. */
function refuseOnce(stage: SmtpStage | 'rcpt', code: number) {
  let left = 1;
  if (stage === 'rcpt') {
    smtp.behaviour = () => (left-- > 0 ? (code >= 500 ? 'refuse' : 'defer') : 'accept');
    return;
  }
  smtp.refuseAt = (at) => (at === stage && left-- > 0 ? code : undefined);
}

async function subscriberStatus() {
  const [row] = await ctx.db.select({ status: newsletters.status }).from(newsletters);
  return row.status;
}

describe('an SMTP refusal at each stage (CONTRACT section 11)', () => {
  it.each(cases)('$code at $stage: the message is $outcome', async ({ stage, code, outcome }) => {
    await ctx.db.insert(newsletters).values({ email: TO, status: 'confirmed' });
    const id = await queueMessage(ctx.db, { kind: 'test', to: TO, subject: 'Hello', text: 'Words' });
    refuseOnce(stage, code);
    const first = senderNow();
    await runSender(ctx, smtp.url, { now: first });
    if (stage !== 'rcpt') expect(smtp.refusals[stage]).toBe(1);
    expect(smtp.received).toHaveLength(0);
    const after = await outboxRow(ctx, id);
    expect(after.attempts).toBe(1);
    expect(after.lastError).toContain(String(code));
    expect(await subscriberStatus()).toBe(outcome === 'bounced' ? 'bounced' : 'confirmed');

    // A run once any retry is due: a retried message goes out then, a failed one is never tried.
    await runSender(ctx, smtp.url, { now: new Date(first.getTime() + 2 * MINUTE) });
    if (outcome === 'retried') {
      expect(after).toMatchObject({ status: 'queued', leaseUntil: null });
      expect(after.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(first.getTime() + MINUTE);
      const [mail] = await smtp.waitForMessages(1);
      expect(mail.parsed.messageId).toBe(messageIdOf(after, ctx.config.mailFrom));
      expect(await outboxRow(ctx, id)).toMatchObject({ status: 'sent', attempts: 2 });
    } else {
      expect(after.status).toBe('failed');
      expect(smtp.received).toHaveLength(0);
      expect(await outboxRow(ctx, id)).toMatchObject({ status: 'failed', attempts: 1 });
    }
  });
});
