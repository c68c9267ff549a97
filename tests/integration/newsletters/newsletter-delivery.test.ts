import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queueMessage } from '../../../server/mail';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { insertPost } from '../../helpers/factories';
import { runSender } from '../../helpers/mail-jobs';
import { insertSubscribers, recipientStates, runNewsletterJob } from '../../helpers/newsletters';
import { everythingIn, startSmtpServer, type TestSmtpServer } from '../../helpers/smtp-server';
import { useTestApp } from '../../helpers/test-app';

// A newsletter delivered through the outbox's sender to a real SMTP server on loopback.

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);
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

const send = (slug: string) =>
  admin.agent.post(`/api/admin/posts/${slug}/newsletter`).set('X-CSRF-Token', admin.csrfToken).send({});
const figures = async (id: string) => (await admin.agent.get(`/api/admin/newsletters/${id}`)).body;
/** A subscriber's unsubscribe token as their links carry it: `<id>.<secret>`. */
const tokenOf = async (email: string) => {
  const { rows } = await ctx.database.raw.query(
    'SELECT id, unsubscribe_token FROM newsletters WHERE email = $1',
    [email],
  );
  return `${String(rows[0].id)}.${String(rows[0].unsubscribe_token)}`;
};

/** Runs the newsletter job and the sender in turn until the send is over (or `rounds` pass). */
async function deliverAll(id: string, rounds = 10) {
  for (let i = 0; i < rounds; i += 1) {
    await runNewsletterJob(ctx.database);
    if (!['sending', 'scheduled'].includes((await figures(id)).status)) return;
    await runSender(ctx, smtp.url);
  }
}

const receivedBy = () => smtp.received.map((m) => m.envelope.to[0]).sort();

describe('delivering a newsletter', () => {
  it('reaches every confirmed subscriber once, with the unsubscribe headers and both parts', async () => {
    const post = await insertPost(ctx.db, {
      title: 'Arbitration win restores $120K in back pay',
      content:
        'Members won **back pay**. [Read the award](/updates/award) or [mail us](mailto:info@example.org).',
    });
    await insertSubscribers(ctx.database, 5);
    await insertSubscribers(ctx.database, 2, 'pending', 'pending');
    const { body } = await send(post.slug);
    await deliverAll(body.id);

    expect(receivedBy()).toEqual([1, 2, 3, 4, 5].map((i) => `sub${i}@example.org`).sort());
    expect(await figures(body.id)).toMatchObject({
      status: 'sent',
      total: 5,
      sent: 5,
      failed: 0,
      skipped: 0,
    });
    expect((await figures(body.id)).finishedAt).toEqual(expect.any(String));
    const late = await admin.agent
      .post(`/api/admin/newsletters/${body.id}/cancel`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({});
    expect(late.status).toBe(409);

    const mail = smtp.received.find((m) => m.envelope.to[0] === 'sub3@example.org')!;
    const token = await tokenOf('sub3@example.org');
    const unsubscribe = `http://localhost:5000/unsubscribe/${token}`;
    expect(mail.parsed.subject).toBe('Arbitration win restores $120K in back pay');
    // Long headers are folded over lines; unfolded, each is one line.
    const headers = mail.raw
      .split('\r\n\r\n')[0]
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n');
    expect(headers).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The mail program's one-click POST to that link unsubscribes this reader, and no one else.
    const oneClick = await request(ctx.app)
      .post(new URL(unsubscribe).pathname)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(oneClick.status, oneClick.text).toBe(200);
    const { rows } = await ctx.database.raw.query(
      "SELECT email FROM newsletters WHERE status = 'unsubscribed'",
    );
    expect(rows).toEqual([{ email: 'sub3@example.org' }]);
    for (const part of [mail.parsed.html as string, mail.parsed.text!]) {
      expect(part).toContain(unsubscribe);
      expect(part).toContain(`http://localhost:5000/updates/${post.slug}`);
      expect(part).toContain('Paid for by');
      expect(part).toContain('subscribed to campaign updates');
      expect(part).toContain('http://localhost:5000/updates/award');
    }
    expect(mail.parsed.html).toContain('Read on the website');
    expect(mail.parsed.html).toContain('href="mailto:info@example.org"');
    expect(mail.parsed.text).toContain('Read on the website: http://localhost:5000/updates/');
    // No other subscriber's token in anyone's message, and no tracking: every link is the real one.
    expect(everythingIn(mail)).not.toContain(await tokenOf('sub1@example.org'));
    expect(mail.parsed.html).not.toMatch(/<img[^>]+width="1" height="1"/);
  });

  it('skips an address that unsubscribes or bounces before its turn', async () => {
    const post = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 4);
    const { body } = await send(post.slug);
    await runNewsletterJob(ctx.database); // all four are queued in the outbox now
    await ctx.database.raw.query(
      `UPDATE newsletters SET status = CASE email WHEN 'sub2@example.org' THEN 'unsubscribed' ELSE 'bounced' END
       WHERE email IN ('sub2@example.org', 'sub4@example.org')`,
    );
    await deliverAll(body.id);
    expect(receivedBy()).toEqual(['sub1@example.org', 'sub3@example.org']);
    expect(await figures(body.id)).toMatchObject({ status: 'sent', sent: 2, skipped: 2, failed: 0 });
  });

  it('skips a subscriber who leaves between the start and their batch, with no outbox row', async () => {
    const post = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 3);
    const { body } = await send(post.slug);
    await ctx.database.raw.query(
      "UPDATE newsletters SET status = 'unsubscribed' WHERE email = 'sub1@example.org'",
    );
    await ctx.database.raw.query("DELETE FROM newsletters WHERE email = 'sub3@example.org'");
    // The list was fixed when the send began: someone confirmed since is not on it.
    await insertSubscribers(ctx.database, 1, 'confirmed', 'late');
    await runNewsletterJob(ctx.database);
    expect((await ctx.database.raw.query('SELECT to_address FROM outbox')).rows).toEqual([
      { to_address: 'sub2@example.org' },
    ]);
    await deliverAll(body.id);
    expect(receivedBy()).toEqual(['sub2@example.org']);
    expect(await figures(body.id)).toMatchObject({ status: 'sent', total: 3, sent: 1, skipped: 2 });
  });

  it('sends nobody anything after a cancel, even those already queued', async () => {
    const post = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 6);
    const { body } = await send(post.slug);
    await runNewsletterJob(ctx.database);
    const cancelled = await admin.agent
      .post(`/api/admin/newsletters/${body.id}/cancel`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({});
    expect(cancelled.body.status).toBe('cancelled');
    await runSender(ctx, smtp.url);
    await runNewsletterJob(ctx.database);
    expect(smtp.received).toHaveLength(0);
    expect(await figures(body.id)).toMatchObject({ status: 'cancelled', sent: 0, skipped: 6 });
    expect(await recipientStates(ctx.database, body.id)).toEqual({ skipped: 6 });
  });

  it('counts a recipient the server refuses (550) as failed and bounces the address', async () => {
    smtp.behaviour = (to) => (to === 'sub2@example.org' ? 'refuse' : 'accept');
    const post = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 3);
    const { body } = await send(post.slug);
    await deliverAll(body.id);
    expect(await figures(body.id)).toMatchObject({ status: 'sent', sent: 2, failed: 1 });
    const { rows } = await ctx.database.raw.query(
      "SELECT status FROM newsletters WHERE email = 'sub2@example.org'",
    );
    expect(rows[0].status).toBe('bounced');
  });

  it('lets a confirmation queued during a newsletter go out before the newsletter', async () => {
    const post = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 5);
    const { body } = await send(post.slug);
    await runNewsletterJob(ctx.database);
    await queueMessage(ctx.db, {
      kind: 'newsletter-confirm',
      to: 'new@example.org',
      subject: 'Confirm',
      text: 'x',
    });
    await runSender(ctx, smtp.url, { options: { lanes: 1 } });
    expect(smtp.received[0].envelope.to).toEqual(['new@example.org']);
    expect(smtp.received).toHaveLength(6);
    void body;
  });

  it('two instances sending together reach each recipient exactly once', async () => {
    const post = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 40);
    const { body } = await send(post.slug);
    for (let round = 0; round < 10 && (await figures(body.id)).status === 'sending'; round += 1) {
      await Promise.all([
        runNewsletterJob(ctx.database),
        runNewsletterJob(ctx.database),
        runSender(ctx, smtp.url, { options: { lanes: 2 } }),
        runSender(ctx, smtp.url, { options: { lanes: 2 } }),
      ]);
    }
    await runNewsletterJob(ctx.database);
    const counts = new Map<string, number>();
    for (const to of receivedBy()) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect(counts.size).toBe(40);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(await figures(body.id)).toMatchObject({ status: 'sent', total: 40, sent: 40 });
  });
});
