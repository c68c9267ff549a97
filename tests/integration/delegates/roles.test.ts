import { describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '../../../shared/roles';
import { adminAgent, insertAdmin, useSignedInAdmin, type SignedIn } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { createDelegate, delegateBody, importCsv, logContact, patchDelegate } from '../../helpers/delegates';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT sections 15 and 16: a coordinator reaches only the delegates they own (others are 404),
// may change support, pledge, next step and tags, never an owner; a viewer sees only the count.

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);
const staff = (username: string, role: string) => ({ username, password: 'Solidarity-2025!', role });

async function setUp() {
  const coordinator = await adminAgent(ctx, staff('coord-one', 'coordinator'));
  await insertAdmin(ctx.db, staff('coord-two', 'coordinator'));
  const mine = await createDelegate(admin, { owner: 'coord-one', lastName: 'Mine' });
  const theirs = await createDelegate(admin, { owner: 'coord-two', lastName: 'Theirs' });
  const nobodys = await createDelegate(admin, { lastName: 'Nobody' });
  return { coordinator, mine, theirs, nobodys };
}

const mutate = (as: SignedIn, method: 'post' | 'patch' | 'delete', path: string, body?: object) =>
  as.agent[method](path).set('X-CSRF-Token', as.csrfToken).send(body);

describe('a coordinator', () => {
  it('lists and reads only their own delegates; the others answer 404', async () => {
    const { coordinator, mine, theirs, nobodys } = await setUp();
    const list = await coordinator.agent.get('/api/admin/delegates');
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.body.map((d: { id: string }) => d.id)).toEqual([mine.id]);
    expect((await coordinator.agent.get('/api/admin/delegates?owner=coord-two')).body).toEqual([]);
    expect((await coordinator.agent.get('/api/admin/delegates?owner=me')).body).toHaveLength(1);
    for (const other of [theirs, nobodys]) {
      for (const tail of ['', '/history', '/contacts', '/activity'])
        expect((await coordinator.agent.get(`/api/admin/delegates/${other.id}${tail}`)).status).toBe(404);
      expect((await patchDelegate(coordinator, other.id, { support: 1 })).status).toBe(404);
      expect((await logContact(coordinator, other.id, {})).status).toBe(404);
    }
    expect(await countRows(ctx.database, 'delegate_contacts')).toBe(0);
  });

  it('logs contacts and changes support, pledge, next step and tags of their own, kept in the history', async () => {
    const { coordinator, mine } = await setUp();
    const res = await patchDelegate(coordinator, mine.id, {
      support: 1,
      pledge: 'soft',
      tags: ['caucus'],
      nextStep: { text: 'Call Monday', due: '2030-01-07' },
    });
    expect(res.status).toBe(200);
    expect((await logContact(coordinator, mine.id, { pledge: 'hard' })).status).toBe(201);
    const history = (await coordinator.agent.get(`/api/admin/delegates/${mine.id}/history`)).body;
    expect(history[0]).toMatchObject({ by: 'coord-one', field: 'pledge', from: 'soft', to: 'hard' });
  });

  it('gets 403 for sending an owner or an identity field, and nothing is written', async () => {
    const { coordinator, mine } = await setUp();
    for (const body of [{ owner: 'coord-one' }, { owner: null, support: 1 }, { region: 'South' }]) {
      const res = await patchDelegate(coordinator, mine.id, body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: FORBIDDEN_MESSAGE });
    }
    expect((await admin.agent.get(`/api/admin/delegates/${mine.id}`)).body).toMatchObject({
      version: 1,
      support: null,
    });
  });

  it('may not create, delete, bulk-change, import, set the win number or export', async () => {
    const { coordinator, mine } = await setUp();
    const refused = [
      await mutate(coordinator, 'post', '/api/admin/delegates', delegateBody()),
      await mutate(coordinator, 'delete', `/api/admin/delegates/${mine.id}`),
      await mutate(coordinator, 'patch', '/api/admin/delegates', { ids: [mine.id], owner: 'coord-one' }),
      await mutate(coordinator, 'patch', '/api/admin/delegates/settings', { winNumber: 3 }),
      await importCsv(coordinator, 'first_name,last_name,local,region\nA,B,C,D\n'),
      await coordinator.agent.get('/api/admin/export/delegates.csv'),
    ];
    for (const res of refused) expect(res.status).toBe(403);
    expect(await countRows(ctx.database, 'delegates')).toBe(3);
  });

  it('sees every figure of the count, and only their own row by owner', async () => {
    const { coordinator } = await setUp();
    const c = (await coordinator.agent.get('/api/admin/delegates/count')).body;
    expect(c.seated).toBe(3);
    expect(c.byOwner).toEqual([expect.objectContaining({ owner: 'coord-one', seated: 1 })]);
    expect((await coordinator.agent.get('/api/admin/delegates/settings')).status).toBe(200);
    const lonely = await adminAgent(ctx, staff('coord-three', 'coordinator'));
    const none = (await lonely.agent.get('/api/admin/delegates/count')).body;
    expect(none.byOwner).toEqual([expect.objectContaining({ owner: 'coord-three', seated: 0, hard: 0 })]);
  });
});

describe('a viewer', () => {
  it('sees the count and the win number, and no delegate', async () => {
    const { mine } = await setUp();
    const viewer = await adminAgent(ctx, staff('viewer-one', 'viewer'));
    expect((await viewer.agent.get('/api/admin/delegates/count')).status).toBe(200);
    expect((await viewer.agent.get('/api/admin/delegates/settings')).status).toBe(200);
    for (const path of [
      '/api/admin/delegates',
      `/api/admin/delegates/${mine.id}`,
      `/api/admin/delegates/${mine.id}/activity`,
    ])
      expect((await viewer.agent.get(path)).status).toBe(403);
    expect((await logContact(viewer, mine.id, {})).status).toBe(403);
  });
});

describe('other roles', () => {
  it('keeps delegates from editors and moderators', async () => {
    for (const role of ['editor', 'moderator']) {
      const someone = await adminAgent(ctx, staff(`${role}-one`, role));
      expect((await someone.agent.get('/api/admin/delegates')).status).toBe(403);
      expect((await someone.agent.get('/api/admin/delegates/count')).status).toBe(403);
    }
  });
});
