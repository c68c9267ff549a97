import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queueMessage, queueRenderedMessage } from '../../../server/mail';
import { newsletters, outbox } from '../../../shared/schema';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

describe('the outbox', () => {
  it('keeps a message queued, transactional unless asked, with a Message-ID key of its own', async () => {
    const id = await queueMessage(ctx.db, {
      kind: 'test',
      to: 'a@example.org',
      subject: 'Hi',
      text: 'Hello',
    });
    const [row] = await ctx.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'queued', priority: 'transactional', attempts: 0, text: 'Hello' });
    expect(row.messageKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes nothing when the transaction that queued it rolls back', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await queueMessage(tx, { kind: 'test', to: 'a@example.org', subject: 'Hi', text: 'Hello' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await countRows(ctx.database, 'outbox')).toBe(0);
  });

  it('makes a subject one line and refuses a header name that is not one', async () => {
    const id = await queueMessage(ctx.db, {
      kind: 'test',
      to: 'a@example.org',
      subject: 'Hi\r\nBcc: victim@example.org',
      text: 'x',
      headers: { 'List-Unsubscribe': '<https://x>\r\nBcc: victim@example.org' },
    });
    const [row] = await ctx.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row.subject).toBe('Hi Bcc: victim@example.org');
    expect(row.headers).toEqual({ 'List-Unsubscribe': '<https://x> Bcc: victim@example.org' });
    await expect(
      queueMessage(ctx.db, {
        kind: 'test',
        to: 'a@example.org',
        subject: 'x',
        text: 'x',
        headers: { 'Bcc:': 'x' },
      }),
    ).rejects.toThrow(/header name/);
  });

  it('keeps no body for a message built when it is sent', async () => {
    const id = await queueRenderedMessage(ctx.db, {
      kind: 'test-rendered',
      to: 'a@example.org',
      ref: '42',
      priority: 'bulk',
    });
    const [row] = await ctx.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ text: null, html: null, ref: '42', priority: 'bulk', status: 'queued' });
  });

  it('gives every subscriber an unsubscribe token of their own, and new ones start pending', async () => {
    const rows = await ctx.db
      .insert(newsletters)
      .values([{ email: 'a@example.org' }, { email: 'b@example.org' }])
      .returning();
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(rows[0].unsubscribeToken).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].unsubscribeToken).not.toBe(rows[1].unsubscribeToken);
  });
});
