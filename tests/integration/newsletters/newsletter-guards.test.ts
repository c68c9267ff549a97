import { describe, expect, it } from 'vitest';
import { newsletterJob } from '../../../server/newsletters/job';
import { FEED_BATCH, OUTBOX_WINDOW } from '../../../server/newsletters/delivery';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { onPostgres } from '../../helpers/database';
import { insertPost } from '../../helpers/factories';
import { insertSubscribers, jobDeps, recipientStates, runNewsletterJob } from '../../helpers/newsletters';
import { useTestApp } from '../../helpers/test-app';

// What newsletter-delivery and newsletter-api leave unsaid: how much of one send waits in the outbox,
// a stopping instance, a scheduled send started by two instances at once, cancelling a scheduled
// send, and the audit trail. A file of its own so that a mutation rerun (npm run mutate) reuses the
// results of those two files' tests (docs/mutation-testing.md).

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const send = async (slug: string) =>
  (
    await admin.agent
      .post(`/api/admin/posts/${slug}/newsletter`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({})
  ).body as { id: string };
const cancel = (id: string) =>
  admin.agent.post(`/api/admin/newsletters/${id}/cancel`).set('X-CSRF-Token', admin.csrfToken).send({});
const figures = async (id: string) => (await admin.agent.get(`/api/admin/newsletters/${id}`)).body;
const auditRows = async () =>
  (
    await ctx.database.raw.query(
      "SELECT action, target, details FROM audit_log WHERE action LIKE 'newsletter.%' ORDER BY id",
    )
  ).rows;
const HOUR = 3600_000;
const outboxSize = async () =>
  Number((await ctx.database.raw.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n);
/** The sender's part, without a mail server: the oldest `n` waiting messages sent. */
const sendOldest = (n: number) =>
  ctx.database.raw.query(
    `UPDATE outbox SET status = 'sent', sent_at = now()
     WHERE id IN (SELECT id FROM outbox WHERE status = 'queued' ORDER BY id LIMIT $1)`,
    [n],
  );

describe('the newsletter job feeding the outbox', () => {
  it('keeps at most the outbox window of one send waiting, and tops it up by whole batches', async () => {
    // The window keeps memory flat and the figures moving on a 10,000-person send (CONTRACT
    // section 12's benchmark): 500 waiting at most, refilled once half a batch is free.
    expect([OUTBOX_WINDOW, FEED_BATCH]).toEqual([500, 100]);
    const post = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 620);
    const { id } = await send(post.slug);

    await runNewsletterJob(ctx.database);
    expect(await outboxSize()).toBe(500);
    await runNewsletterJob(ctx.database);
    expect(await outboxSize()).toBe(500); // full: nothing more until some go out
    await sendOldest(49);
    await runNewsletterJob(ctx.database);
    expect(await outboxSize()).toBe(500); // under half a batch free: not worth a statement yet
    await sendOldest(1);
    await runNewsletterJob(ctx.database);
    expect(await outboxSize()).toBe(550); // exactly the room, not a whole batch past the window
    await sendOldest(70);
    await runNewsletterJob(ctx.database);
    expect(await outboxSize()).toBe(620); // the last 70 of the list
    expect(await figures(id)).toMatchObject({
      status: 'sending',
      total: 620,
      sent: 120,
    });
    expect(await recipientStates(ctx.database, id)).toEqual({ sent: 120, queued: 500 });
  });

  it('hands nothing more to the outbox once the instance is stopping', async () => {
    const post = await insertPost(ctx.db);
    await insertSubscribers(ctx.database, 3);
    const { id } = await send(post.slug);
    await newsletterJob.run({ ...jobDeps(ctx.database), signal: AbortSignal.abort() }, new Date());
    expect(await recipientStates(ctx.database, id)).toEqual({ pending: 3 });
    await runNewsletterJob(ctx.database); // the next instance, or this one restarted, goes on
    expect(await recipientStates(ctx.database, id)).toEqual({ queued: 3 });
  });
});

describe('a scheduled newsletter', () => {
  it('is started once when two instances find it due at the same moment', async () => {
    const publishedAt = new Date(Date.now() + HOUR);
    const post = await insertPost(ctx.db, { publishedAt });
    await insertSubscribers(ctx.database, 4);
    const { id } = await send(post.slug);
    const due = new Date(publishedAt.getTime() + 1000);
    await Promise.all([runNewsletterJob(ctx.database, due), runNewsletterJob(ctx.database, due)]);
    expect(await figures(id)).toMatchObject({ status: 'sending', total: 4 });
    expect(await recipientStates(ctx.database, id)).toEqual({ queued: 4 });
    expect(await outboxSize()).toBe(4);
  });

  it('can be cancelled before it starts, and then never starts', async () => {
    const publishedAt = new Date(Date.now() + HOUR);
    const post = await insertPost(ctx.db, { publishedAt });
    await insertSubscribers(ctx.database, 2);
    const { id } = await send(post.slug);
    const res = await cancel(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'cancelled', total: 0 });
    await runNewsletterJob(ctx.database, new Date(publishedAt.getTime() + 1000));
    expect(await outboxSize()).toBe(0);
    const again = await cancel(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This newsletter cannot be cancelled: it is cancelled already.');
  });
});

describe('a scheduled newsletter, before it starts', () => {
  it('shows its subject as it will be sent: CR and LF stripped from the title', async () => {
    const post = await insertPost(ctx.db, {
      title: ' Win\r\n\r\nBcc: victim@example.org ',
      publishedAt: new Date(Date.now() + HOUR),
    });
    await insertSubscribers(ctx.database, 1);
    const { id } = await send(post.slug);
    expect(await figures(id)).toMatchObject({ status: 'scheduled', subject: 'Win Bcc: victim@example.org' });
  });

  // The job finds the post due, then locks it; an admin who moves the post back into the future in
  // between holds that lock first. Two connections at once: PostgreSQL only (PGlite has one).
  it.skipIf(!onPostgres)('does not start when its post is moved back into the future meanwhile', async () => {
    const publishedAt = new Date(Date.now() + HOUR);
    const post = await insertPost(ctx.db, { publishedAt });
    await insertSubscribers(ctx.database, 2);
    const { id } = await send(post.slug);
    const editor = await ctx.database.pool!.connect();
    // Asked on another connection: inside the editor's transaction, pg_stat_activity is a snapshot
    // taken at its first reading, and would never show the job arriving.
    const jobWaits = async () =>
      (
        await ctx.database.raw.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
      ).rows[0].n === 1;
    let job: Promise<void> | undefined;
    try {
      await editor.query('BEGIN');
      await editor.query('SELECT id FROM posts WHERE id = $1 FOR UPDATE', [post.id]);
      job = runNewsletterJob(ctx.database, new Date(publishedAt.getTime() + 1000));
      for (let i = 0; i < 1000 && !(await jobWaits()); i += 1) await new Promise((r) => setTimeout(r, 10));
      expect(await jobWaits(), 'the job waits for the post').toBe(true);
      await editor.query('UPDATE posts SET published_at = $1 WHERE id = $2', [
        new Date(publishedAt.getTime() + 24 * HOUR),
        post.id,
      ]);
      await editor.query('COMMIT');
    } finally {
      // A failure above must not leave the post locked: the job, and every later test, would wait.
      await editor.query('ROLLBACK').catch(() => {});
      editor.release();
      await job;
    }
    expect(await figures(id)).toMatchObject({ status: 'scheduled', total: 0 });
    expect(await outboxSize()).toBe(0);
  });
});

describe('the answers for what is not there', () => {
  it('name what was not found', async () => {
    const res = await admin.agent
      .post('/api/admin/posts/no-such-post/newsletter')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({});
    expect([res.status, res.body]).toEqual([404, { message: 'Post not found' }]);
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const cancelled = await cancel(id);
      expect([cancelled.status, cancelled.body]).toEqual([404, { message: 'Newsletter not found' }]);
    }
  });
});

describe('the audit log', () => {
  it('records each send, schedule and cancel with the post and the newsletter', async () => {
    const now = await insertPost(ctx.db);
    const later = await insertPost(ctx.db, { publishedAt: new Date(Date.now() + HOUR) });
    await insertSubscribers(ctx.database, 3);
    const sent = await send(now.slug);
    const scheduled = await send(later.slug);
    await cancel(scheduled.id);
    expect(await auditRows()).toEqual([
      { action: 'newsletter.send', target: now.slug, details: { newsletter: sent.id, recipients: 3 } },
      {
        action: 'newsletter.schedule',
        target: later.slug,
        details: { newsletter: scheduled.id, recipients: 3 },
      },
      { action: 'newsletter.cancel', target: later.slug, details: { newsletter: scheduled.id } },
    ]);
  });
});
