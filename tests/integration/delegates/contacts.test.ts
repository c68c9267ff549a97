import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { createDelegate, logContact } from '../../helpers/delegates';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 15: the contact log, one request for a call and its result, idempotent by clientId.

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

describe('logging a contact', () => {
  it('records the entry and, in the same request, the result on the delegate and its history', async () => {
    const d = await createDelegate(admin);
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const res = await logContact(admin, d.id, {
      method: 'in-person',
      outcome: 'reached',
      note: 'Talked at the break.\nWill vote with us.',
      at,
      support: 1,
      pledge: 'soft',
      nextStep: { text: 'Confirm at caucus', due: '2030-03-01' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      clientId: expect.any(String),
      at,
      by: 'campaign-admin',
      method: 'in-person',
      outcome: 'reached',
      note: 'Talked at the break.\nWill vote with us.',
    });
    const delegate = (await admin.agent.get(`/api/admin/delegates/${d.id}`)).body;
    expect(delegate).toMatchObject({
      support: 1,
      pledge: 'soft',
      lastContactAt: at,
      nextStep: { text: 'Confirm at caucus', due: '2030-03-01' },
      version: 2,
    });
    const fields = (await admin.agent.get(`/api/admin/delegates/${d.id}/history`)).body.map(
      (h: { field: string }) => h.field,
    );
    expect(fields.sort()).toEqual(['pledge', 'support']);
  });

  it('lists the log newest first, and never moves the last contact back for a late entry', async () => {
    const d = await createDelegate(admin);
    const recent = new Date(Date.now() - 60_000).toISOString();
    const older = new Date(Date.now() - 86_400_000).toISOString();
    await logContact(admin, d.id, { at: recent, outcome: 'no-answer' });
    await logContact(admin, d.id, { at: older, outcome: 'left-message' });
    const list = (await admin.agent.get(`/api/admin/delegates/${d.id}/contacts`)).body;
    expect(list.map((c: { outcome: string }) => c.outcome)).toEqual(['no-answer', 'left-message']);
    expect((await admin.agent.get(`/api/admin/delegates/${d.id}`)).body.lastContactAt).toBe(recent);
  });

  it('answers a retried clientId 200 with the first entry and logs it once', async () => {
    const d = await createDelegate(admin);
    const clientId = crypto.randomUUID();
    const first = await logContact(admin, d.id, { clientId, note: 'first' });
    const again = await logContact(admin, d.id, { clientId, note: 'second try' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await countRows(ctx.database, 'delegate_contacts')).toBe(1);
  });

  it('logs once when two retries of one clientId arrive at the same time', async () => {
    const d = await createDelegate(admin);
    const clientId = crypto.randomUUID();
    const body = { clientId, support: 2, pledge: 'soft' };
    const [a, b] = await Promise.all([logContact(admin, d.id, body), logContact(admin, d.id, body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await countRows(ctx.database, 'delegate_contacts')).toBe(1);
    // The result was applied once: one history row per field.
    expect(await countRows(ctx.database, 'delegate_history')).toBe(2);
  });

  it.each([
    ['a note of 2,001 characters', { note: 'x'.repeat(2001) }, 'note'],
    ['an `at` in the future', { at: new Date(Date.now() + 86_400_000).toISOString() }, 'at'],
    ['an `at` that is no date', { at: 'yesterday' }, 'at'],
    ['a clientId that is no UUID', { clientId: 'abc' }, 'clientId'],
    ['a method that is not one', { method: 'fax' }, 'method'],
    ['an outcome that is not one', { outcome: 'maybe' }, 'outcome'],
    ['a pledge with support 4', { support: 4, pledge: 'hard' }, 'pledge'],
    ['a due date of "tomorrow"', { nextStep: { text: 'x', due: 'tomorrow' } }, 'nextStep.due'],
  ])('refuses %s with a 400 on its path and writes nothing', async (_name, fields, path) => {
    const d = await createDelegate(admin);
    const res = await logContact(admin, d.id, fields);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await countRows(ctx.database, 'delegate_contacts')).toBe(0);
    expect((await admin.agent.get(`/api/admin/delegates/${d.id}`)).body.version).toBe(1);
  });

  it('answers 404 for an unknown delegate', async () => {
    expect((await logContact(admin, crypto.randomUUID(), {})).status).toBe(404);
    expect((await admin.agent.get(`/api/admin/delegates/${crypto.randomUUID()}/contacts`)).status).toBe(404);
  });
});
