import { describe, expect, it } from 'vitest';
import { insertAdmin, useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { createDelegate } from '../../helpers/delegates';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 15: PATCH /api/admin/delegates changes many at once, with history for owners.

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);
const bulk = (body: unknown) =>
  admin.agent
    .patch('/api/admin/delegates')
    .set('X-CSRF-Token', admin.csrfToken)
    .send(body as object);

describe('bulk changes', () => {
  it('assigns an owner and a region, adds and removes tags, skips unknown ids, keeps owner history', async () => {
    await insertAdmin(ctx.db, { username: 'coord-one', password: 'Solidarity-2025!', role: 'coordinator' });
    const a = await createDelegate(admin, { tags: ['old'] });
    const b = await createDelegate(admin);
    const unknown = crypto.randomUUID();
    const res = await bulk({
      ids: [a.id, b.id, unknown],
      owner: 'coord-one',
      region: 'East',
      addTag: 'caucus',
      removeTag: 'old',
    });
    expect(res.status).toBe(200);
    expect(res.body.updated.sort()).toEqual([a.id, b.id].sort());
    expect(res.body.skipped).toEqual([unknown]);
    const got = (await admin.agent.get(`/api/admin/delegates/${a.id}`)).body;
    expect(got).toMatchObject({ owner: 'coord-one', region: 'East', tags: ['caucus'], version: 2 });
    const historyRows = (await admin.agent.get(`/api/admin/delegates/${b.id}/history`)).body;
    expect(historyRows).toEqual([
      expect.objectContaining({ field: 'owner', from: null, to: 'coord-one', by: 'campaign-admin' }),
    ]);
    // Clearing the owner is a change too.
    await bulk({ ids: [a.id], owner: null });
    expect((await admin.agent.get(`/api/admin/delegates/${a.id}/history`)).body[0]).toMatchObject({
      from: 'coord-one',
      to: null,
    });
  });

  it.each([
    ['501 ids', { ids: Array.from({ length: 501 }, () => crypto.randomUUID()), region: 'X' }, 'ids'],
    ['no ids', { ids: [], region: 'X' }, 'ids'],
    ['nothing to change', { ids: [crypto.randomUUID()] }, 'ids'],
    ['an id that is no UUID', { ids: ['7'], region: 'X' }, 'ids.0'],
  ])('refuses %s with a 400 on its path', async (_name, body, path) => {
    const res = await bulk(body);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('refuses an owner who is not an account and writes nothing', async () => {
    const a = await createDelegate(admin);
    const res = await bulk({ ids: [a.id], owner: 'ghost', region: 'West' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('owner');
    expect((await admin.agent.get(`/api/admin/delegates/${a.id}`)).body.region).toBe('North');
    expect(await countRows(ctx.database, 'delegate_history')).toBe(0);
  });
});
