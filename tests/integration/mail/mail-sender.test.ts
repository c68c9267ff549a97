import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/log/logger';
import { createOutboxSender } from '../../../server/mail/sender';
import { messageIdOf } from '../../../server/mail/delivery';
import { takePaceSlot } from '../../../server/mail/outbox-rows';
import { queueMessage, queueRenderedMessage, registerMailRenderer } from '../../../server/mail';
import { mailPace, newsletters, outbox } from '../../../shared/schema';
import { allOutbox, jobDeps, outboxRow, runSender, senderNow, TEST_TIMEOUTS } from '../../helpers/mail-jobs';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

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
});

const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);
const queue = (to: string, extra: Partial<Parameters<typeof queueMessage>[1]> = {}) =>
  queueMessage(ctx.db, { kind: 'test', to, subject: `Hello ${to}`, text: 'Plain words', ...extra });

describe('the sender (CONTRACT section 11)', () => {
  it('hands a queued message to SMTP_URL with both parts, the From and its Message-ID, and marks it sent', async () => {
    const id = await queue('ann@example.org', { html: '<p>Plain words</p>' });
    await runSender(ctx, smtp.url);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.envelope.to).toEqual(['ann@example.org']);
    expect(mail.parsed.subject).toBe('Hello ann@example.org');
    expect(mail.parsed.text?.trim()).toBe('Plain words');
    expect(mail.parsed.html).toContain('<p>Plain words</p>');
    expect(mail.parsed.from?.text).toBe('"Jordan Ellis for President" <info@ellisforpresident.org>');
    const row = await outboxRow(ctx, id);
    expect(mail.parsed.messageId).toBe(messageIdOf(row, ctx.config.mailFrom));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, leaseUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('hands transactional messages over before bulk ones queued earlier', async () => {
    for (const n of [1, 2, 3]) await queue(`bulk${n}@example.org`, { priority: 'bulk' });
    await queue('reset@example.org');
    await runSender(ctx, smtp.url, { options: { lanes: 1 } });
    expect(smtp.received.map((m) => m.envelope.to[0])).toEqual([
      'reset@example.org',
      'bulk1@example.org',
      'bulk2@example.org',
      'bulk3@example.org',
    ]);
  });

  it('records a permanent refusal (5xx) as failed and marks the subscriber bounced; others are untouched', async () => {
    await ctx.db.insert(newsletters).values([
      { email: 'gone@example.org', status: 'confirmed' },
      { email: 'here@example.org', status: 'confirmed' },
    ]);
    smtp.behaviour = (to) => (to === 'gone@example.org' ? 'refuse' : 'accept');
    const gone = await queue('gone@example.org');
    const here = await queue('here@example.org');
    await runSender(ctx, smtp.url);
    expect(await outboxRow(ctx, gone)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await outboxRow(ctx, gone)).lastError).toMatch(/550/);
    expect(await outboxRow(ctx, here)).toMatchObject({ status: 'sent' });
    const statuses = await ctx.db
      .select({ email: newsletters.email, status: newsletters.status })
      .from(newsletters);
    expect(Object.fromEntries(statuses.map((s) => [s.email, s.status]))).toEqual({
      'gone@example.org': 'bounced',
      'here@example.org': 'confirmed',
    });
    // Never tried again, however late the sender runs.
    await runSender(ctx, smtp.url, { now: later(48 * 60 * MINUTE) });
    expect(smtp.attempts.filter((a) => a === 'gone@example.org')).toHaveLength(1);
  });

  it('retries a transient refusal (4xx) later, with the same Message-ID, and then delivers it', async () => {
    let deferrals = 1;
    smtp.behaviour = () => (deferrals-- > 0 ? 'defer' : 'accept');
    const id = await queue('flaky@example.org');
    const first = senderNow();
    await runSender(ctx, smtp.url, { now: first });
    const waiting = await outboxRow(ctx, id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.lastError).toMatch(/451/);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(first.getTime() + MINUTE);
    // Not due yet: a run now leaves it alone.
    await runSender(ctx, smtp.url, { now: first });
    expect(smtp.attempts).toHaveLength(1);
    await runSender(ctx, smtp.url, { now: new Date(first.getTime() + 2 * MINUTE) });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.parsed.messageId).toBe(messageIdOf(waiting, ctx.config.mailFrom));
    expect(await outboxRow(ctx, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up on a server that hangs after its time-out, retries later, and delivers when it answers', async () => {
    smtp.behaviour = () => 'hang';
    const id = await queue('slow@example.org');
    const started = Date.now();
    await runSender(ctx, smtp.url);
    expect(Date.now() - started).toBeLessThan(30_000);
    const waiting = await outboxRow(ctx, id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.lastError).toMatch(/timeout|timed out/i);
    smtp.behaviour = () => 'accept';
    await runSender(ctx, smtp.url, { now: later(2 * MINUTE) });
    await smtp.waitForMessages(1);
    expect(await outboxRow(ctx, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries a message whose connection dropped in the middle of its data, then delivers it once', async () => {
    smtp.behaviour = () => 'drop';
    // Long enough that the server has its first bytes, not its end, when it cuts the connection.
    const id = await queue('dropped@example.org', { text: 'Plain words. '.repeat(20_000) });
    await runSender(ctx, smtp.url);
    const waiting = await outboxRow(ctx, id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.lastError).toBeTruthy();
    expect(smtp.attempts).toEqual(['dropped@example.org']);
    expect(smtp.received).toHaveLength(0);
    smtp.behaviour = () => 'accept';
    await runSender(ctx, smtp.url, { now: later(2 * MINUTE) });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.parsed.messageId).toBe(messageIdOf(waiting, ctx.config.mailFrom));
    expect(await outboxRow(ctx, id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a server that does not answer at all, and fails the message only after 24 hours of trying', async () => {
    // Giving up on the server is not the address's fault: its subscriber stays confirmed.
    await ctx.db.insert(newsletters).values({ email: 'nobody@example.org', status: 'confirmed' });
    const id = await queue('nobody@example.org');
    const closed = 'smtp://127.0.0.1:1';
    await runSender(ctx, closed);
    expect(await outboxRow(ctx, id)).toMatchObject({ status: 'queued', attempts: 1 });
    await runSender(ctx, closed, { now: later(23 * 60 * MINUTE) });
    expect(await outboxRow(ctx, id)).toMatchObject({ status: 'queued', attempts: 2 });
    await runSender(ctx, closed, { now: later(25 * 60 * MINUTE) });
    const failed = await outboxRow(ctx, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failed.lastError).toMatch(/^Gave up after 3 attempts over 24 hours/);
    const [subscriber] = await ctx.db.select().from(newsletters);
    expect(subscriber.status).toBe('confirmed');
  });

  it('delivers each message once when two instances send at the same time', async () => {
    for (let n = 0; n < 24; n++) await queue(`p${n}@example.org`);
    const a = createOutboxSender({ timeouts: TEST_TIMEOUTS, lanes: 3 });
    const b = createOutboxSender({ timeouts: TEST_TIMEOUTS, lanes: 3 });
    const deps = jobDeps(ctx, { smtpUrl: smtp.url, mailRatePerSecond: 0 });
    await Promise.all([a.run(deps, new Date()), b.run(deps, new Date())]);
    await Promise.all([a.close?.(), b.close?.()]);
    const delivered = smtp.received.map((m) => m.envelope.to[0]).sort();
    expect(delivered).toHaveLength(24);
    expect(new Set(delivered).size).toBe(24);
    expect((await allOutbox(ctx)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('keeps to MAIL_RATE_PER_SECOND across instances through the shared pace', async () => {
    for (let n = 0; n < 6; n++) await queue(`r${n}@example.org`);
    const started = Date.now();
    const a = createOutboxSender({ timeouts: TEST_TIMEOUTS });
    const b = createOutboxSender({ timeouts: TEST_TIMEOUTS });
    const deps = jobDeps(ctx, { smtpUrl: smtp.url, mailRatePerSecond: 5 });
    await Promise.all([a.run(deps, new Date()), b.run(deps, new Date())]);
    await Promise.all([a.close?.(), b.close?.()]);
    expect(smtp.received).toHaveLength(6);
    // Six turns 200 ms apart: the last starts at least a second after the first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const [pace] = await ctx.db.select().from(mailPace);
    expect(pace.nextSlot.getTime()).toBeGreaterThanOrEqual(started + 1200);
  });

  it('bounces the subscriber when the refused address differs from theirs only in case', async () => {
    await ctx.db.insert(newsletters).values({ email: 'gone@example.org', status: 'confirmed' });
    smtp.behaviour = () => 'refuse';
    await queue('Gone@Example.org');
    await runSender(ctx, smtp.url);
    const [subscriber] = await ctx.db.select().from(newsletters);
    expect(subscriber.status).toBe('bounced');
  });

  it('keeps a message it is handing over as its own for five minutes (the lease)', async () => {
    smtp.behaviour = () => 'slow';
    smtp.slowMs = 500;
    const id = await queue('leased@example.org');
    const started = senderNow();
    const running = runSender(ctx, smtp.url, { now: started });
    while (smtp.attempts.length === 0) await new Promise((r) => setTimeout(r, 10));
    const inFlight = await outboxRow(ctx, id);
    await running;
    expect(inFlight.status).toBe('sending');
    const leaseMs = inFlight.leaseUntil!.getTime() - started.getTime();
    expect(leaseMs).toBeGreaterThanOrEqual(5 * MINUTE);
    expect(leaseMs).toBeLessThan(6 * MINUTE);
  });

  it('queues again a message whose sender died once its lease has run out, and not before', async () => {
    const expired = await queue('expired@example.org');
    const held = await queue('held-elsewhere@example.org');
    const now = senderNow();
    // Claimed by instances that then died: one lease ran out a second ago, one has a minute to go.
    await ctx.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, leaseUntil: new Date(now.getTime() - 1000) })
      .where(eq(outbox.id, expired));
    await ctx.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, leaseUntil: new Date(now.getTime() + MINUTE) })
      .where(eq(outbox.id, held));
    await runSender(ctx, smtp.url, { now });
    expect(smtp.received.map((m) => m.envelope.to[0])).toEqual(['expired@example.org']);
    expect(await outboxRow(ctx, expired)).toMatchObject({ status: 'sent', attempts: 2, leaseUntil: null });
    expect(await outboxRow(ctx, held)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('gives out turns of the pace a gap of 1 / MAIL_RATE_PER_SECOND apart, the first one at once', async () => {
    // 0.1 a second: a 10-second gap, far longer than the two calls take.
    const before = Date.now();
    const first = await takePaceSlot(ctx.db, 0.1);
    const after = Date.now();
    const second = await takePaceSlot(ctx.db, 0.1);
    expect(first.getTime()).toBeGreaterThanOrEqual(before);
    expect(first.getTime()).toBeLessThanOrEqual(after);
    expect(second.getTime() - first.getTime()).toBe(10_000);
  });

  it('finishes the message in hand when stopped, and claims no other', async () => {
    smtp.behaviour = () => 'slow';
    smtp.slowMs = 500;
    for (let n = 0; n < 3; n++) await queue(`s${n}@example.org`);
    const sender = createOutboxSender({ timeouts: TEST_TIMEOUTS, lanes: 1 });
    const controller = new AbortController();
    const running = sender.run(
      jobDeps(ctx, { smtpUrl: smtp.url, mailRatePerSecond: 0 }, controller.signal),
      new Date(),
    );
    while (smtp.attempts.length === 0) await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    await running;
    await sender.close?.();
    expect(smtp.received).toHaveLength(1);
    expect((await allOutbox(ctx)).map((r) => r.status)).toEqual(['sent', 'queued', 'queued']);
  });
});

// A message built when it is sent: its body exists only on its way out (a reset link, a newsletter).
registerMailRenderer('test-rendered', async (renderCtx, ref) => {
  if (ref === 'gone') return null;
  return {
    subject: `Rendered ${ref}`,
    text: `Secret link https://site.example/reset/${ref} for ${renderCtx.to} at ${renderCtx.config.siteUrl}`,
  };
});

describe('messages built when they are sent', () => {
  it('are built by their renderer at sending time; the subject is kept, the body never', async () => {
    const id = await queueRenderedMessage(ctx.db, { kind: 'test-rendered', to: 'r@example.org', ref: 'abc' });
    await runSender(ctx, smtp.url);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.parsed.subject).toBe('Rendered abc');
    expect(mail.parsed.text).toContain('https://site.example/reset/abc');
    // The renderer is told whom it writes to and for which site.
    expect(mail.parsed.text).toContain('for r@example.org at http://localhost:5000');
    expect(await outboxRow(ctx, id)).toMatchObject({
      status: 'sent',
      subject: 'Rendered abc',
      text: null,
      html: null,
    });
  });

  it('are skipped, not sent, when the renderer says they no longer apply', async () => {
    const id = await queueRenderedMessage(ctx.db, {
      kind: 'test-rendered',
      to: 'r@example.org',
      ref: 'gone',
    });
    await runSender(ctx, smtp.url);
    expect(smtp.attempts).toEqual([]);
    expect(await outboxRow(ctx, id)).toMatchObject({ status: 'skipped' });
  });
});

registerMailRenderer('test-broken', async () => {
  throw new Error('The template is missing');
});

describe('a message that cannot be built', () => {
  it('is logged by kind, without its address, and tried again later', async () => {
    const lines: string[] = [];
    const logger = createLogger('error', { write: (line: string) => void lines.push(line) });
    const id = await queueRenderedMessage(ctx.db, { kind: 'test-broken', to: 'b@example.org', ref: '1' });
    await queueRenderedMessage(ctx.db, { kind: 'test-unknown', to: 'u@example.org', ref: '2' });
    const sender = createOutboxSender({ timeouts: TEST_TIMEOUTS, lanes: 1 });
    const now = senderNow();
    await sender.run({ ...jobDeps(ctx, { smtpUrl: smtp.url, mailRatePerSecond: 0 }), logger }, now);
    await sender.close?.();
    expect(smtp.attempts).toEqual([]);
    const row = await outboxRow(ctx, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'The message could not be built' });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(now.getTime() + MINUTE);
    expect(lines).toHaveLength(2);
    const [broken, unknown] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(broken).toMatchObject({
      job: 'outbox-sender',
      kind: 'test-broken',
      msg: 'Could not build a message',
    });
    expect(JSON.stringify(broken.error)).toContain('The template is missing');
    // A kind that no renderer was registered for says so.
    expect(unknown).toMatchObject({ job: 'outbox-sender', kind: 'test-unknown' });
    expect(String((unknown.error as { message?: string }).message)).toBe(
      'No mail renderer for "test-unknown"',
    );
    expect(lines.join('\n')).not.toMatch(/[bu]@example\.org/);
  });
});

describe('without SMTP_URL', () => {
  it('npm run dev prints a held message subject and links, never its body', async () => {
    await queueRenderedMessage(ctx.db, { kind: 'test-rendered', to: 'dev@example.org', ref: 'xyz' });
    const printed: string[] = [];
    const original = console.log;
    console.log = (line: string) => printed.push(line);
    try {
      await runSender(ctx, undefined, { config: { env: 'development' } });
    } finally {
      console.log = original;
    }
    expect(printed.join('\n')).toContain('"Rendered xyz"');
    expect(printed.join('\n')).toContain('https://site.example/reset/xyz');
    expect(printed.join('\n')).not.toContain('Secret link');
    expect((await allOutbox(ctx))[0]).toMatchObject({ status: 'held', subject: 'Rendered xyz', text: null });
  });

  it('keeps every message as held and never sends it later, even once a server is configured', async () => {
    const id = await queue('held@example.org');
    await runSender(ctx, undefined);
    expect(await outboxRow(ctx, id)).toMatchObject({ status: 'held', attempts: 0 });
    await runSender(ctx, smtp.url);
    expect(smtp.attempts).toEqual([]);
    expect(await outboxRow(ctx, id)).toMatchObject({ status: 'held' });
  });
});
