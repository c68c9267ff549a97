import { describe, expect, it } from 'vitest';
import { insertAdmin, useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { createDelegate, delegateBody, patchDelegate } from '../../helpers/delegates';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 15: a delegate's record, its pledge rule, versions and history.

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const post = (body: unknown) =>
  admin.agent
    .post('/api/admin/delegates')
    .set('X-CSRF-Token', admin.csrfToken)
    .send(body as object);
const history = async (id: string) => (await admin.agent.get(`/api/admin/delegates/${id}/history`)).body;

describe('a delegate record', () => {
  it('creates with the defaults, reads it back and keeps the creation as history', async () => {
    const res = await post(delegateBody({ email: ' Ana@Example.org ', support: 1, pledge: 'hard' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'ana@example.org',
      phone: null,
      kind: 'delegate',
      support: 1,
      pledge: 'hard',
      owner: null,
      nextStep: null,
      tags: [],
      version: 1,
      lastContactAt: null,
    });
    const got = await admin.agent.get(`/api/admin/delegates/${res.body.id}`);
    expect(got.body).toEqual(res.body);
    const items = await history(res.body.id);
    expect(items.map((h: { field: string }) => h.field).sort()).toEqual(['pledge', 'support']);
    expect(items.find((h: { field: string }) => h.field === 'support')).toMatchObject({
      by: 'campaign-admin',
      from: null,
      to: 1,
    });
  });

  it.each([
    ['a pledge with support 4', { support: 4, pledge: 'soft' }, 'pledge'],
    ['a pledge with no support', { pledge: 'hard' }, 'pledge'],
    ['support 7', { support: 7 }, 'support'],
    ['a due date of "tomorrow"', { nextStep: { text: 'Call back', due: 'tomorrow' } }, 'nextStep.due'],
    [
      'a next step of 201 characters',
      { nextStep: { text: 'x'.repeat(201), due: '2030-01-01' } },
      'nextStep.text',
    ],
    ['a name of 81 characters', { firstName: 'x'.repeat(81) }, 'firstName'],
    ['21 tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
    ['a tag of 41 characters', { tags: ['x'.repeat(41)] }, 'tags.0'],
    ['a kind that is not one', { kind: 'observer' }, 'kind'],
    ['an unknown field', { role: 'admin' }, ''],
  ])('refuses %s with a 400 on its path and writes nothing', async (_name, fields, path) => {
    const res = await post({ ...delegateBody(), ...fields });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await countRows(ctx.database, 'delegates')).toBe(0);
  });

  it('refuses a missing local or region', async () => {
    const res = await post({ firstName: 'A', lastName: 'B' });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['local', 'region']),
    );
  });

  it('refuses an owner who is not an account, and takes one who is', async () => {
    const refused = await post(delegateBody({ owner: 'nobody-here' }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe('owner');
    expect(await countRows(ctx.database, 'delegates')).toBe(0);
    await insertAdmin(ctx.db, { username: 'coord-one', password: 'Solidarity-2025!', role: 'coordinator' });
    expect((await post(delegateBody({ owner: 'coord-one' }))).body.owner).toBe('coord-one');
  });

  it('answers 404 "Delegate not found" for an unknown or malformed id', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const res = await admin.agent.get(`/api/admin/delegates/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Delegate not found' });
    }
    expect((await patchDelegate(admin, crypto.randomUUID(), { support: 1 })).status).toBe(404);
  });
});

describe('editing a delegate', () => {
  it('changes only the fields sent, moves the version on and keeps each tracked change', async () => {
    const d = await createDelegate(admin, { email: 'b@example.org' });
    await insertAdmin(ctx.db, { username: 'coord-two', password: 'Solidarity-2025!', role: 'coordinator' });
    const res = await patchDelegate(admin, d.id, {
      support: 2,
      pledge: 'soft',
      owner: 'coord-two',
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      support: 2,
      pledge: 'soft',
      owner: 'coord-two',
      version: 2,
      email: 'b@example.org',
    });
    const items = await history(d.id);
    expect(items).toHaveLength(3);
    expect(items.find((h: { field: string }) => h.field === 'owner')).toMatchObject({
      from: null,
      to: 'coord-two',
    });
    expect(items.find((h: { field: string }) => h.field === 'pledge')).toMatchObject({
      from: 'none',
      to: 'soft',
    });
  });

  it('applies the pledge rule to the record that would result', async () => {
    const d = await createDelegate(admin, { support: 1, pledge: 'hard' });
    const res = await patchDelegate(admin, d.id, { support: 3 });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('pledge');
    expect((await admin.agent.get(`/api/admin/delegates/${d.id}`)).body.support).toBe(1);
    const both = await patchDelegate(admin, d.id, { support: 3, pledge: 'none' });
    expect(both.status).toBe(200);
  });

  it('answers a stale version 409 with the current delegate and writes nothing', async () => {
    const d = await createDelegate(admin);
    expect((await patchDelegate(admin, d.id, { region: 'South', version: 1 })).status).toBe(200);
    const stale = await patchDelegate(admin, d.id, { support: 1, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toEqual(expect.any(String));
    expect(stale.body.delegate).toMatchObject({ id: d.id, region: 'South', version: 2, support: null });
    expect(await history(d.id)).toEqual([]);
  });

  it('sets and clears a next step and tags', async () => {
    const d = await createDelegate(admin);
    const set = await patchDelegate(admin, d.id, {
      nextStep: { text: 'Call after shift', due: '2030-02-28' },
      tags: ['nurse', 'nurse', 'icu'],
    });
    expect(set.body.nextStep).toEqual({ text: 'Call after shift', due: '2030-02-28' });
    expect(set.body.tags).toEqual(['nurse', 'icu']);
    const cleared = await patchDelegate(admin, d.id, { nextStep: null });
    expect(cleared.body.nextStep).toBeNull();
    expect((await patchDelegate(admin, d.id, { nextStep: { text: 'x', due: '2030-02-30' } })).status).toBe(
      400,
    );
  });

  it('deletes with 204, its log and history with it', async () => {
    const d = await createDelegate(admin, { support: 1 });
    expect(
      (await admin.agent.delete(`/api/admin/delegates/${d.id}`).set('X-CSRF-Token', admin.csrfToken)).status,
    ).toBe(204);
    expect(await countRows(ctx.database, 'delegate_history')).toBe(0);
    expect(
      (await admin.agent.delete(`/api/admin/delegates/${d.id}`).set('X-CSRF-Token', admin.csrfToken)).status,
    ).toBe(404);
  });
});
