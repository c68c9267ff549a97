import { describe, expect, it } from 'vitest';
import { addDays, localDay, zonedInstant } from '../../../server/jobs/campaign-clock';
import { insertAdmin, useSignedInAdmin } from '../../helpers/admin-agent';
import { createDelegate } from '../../helpers/delegates';
import { useTestApp } from '../../helpers/test-app';

// CONTRACT section 15: the count on a hand-built set, the win number, and the 60-day trend by day
// in CAMPAIGN_TIME_ZONE, here UTC+14, where the date differs from UTC's for half of every day.

const ZONE = 'Pacific/Kiritimati';
const ctx = useTestApp({ CAMPAIGN_TIME_ZONE: ZONE });
const admin = useSignedInAdmin(ctx);
const count = async () => (await admin.agent.get('/api/admin/delegates/count')).body;
const settings = (body: unknown) =>
  admin.agent
    .patch('/api/admin/delegates/settings')
    .set('X-CSRF-Token', admin.csrfToken)
    .send(body as object);
const zero = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, unknown: 0 };

describe('the count', () => {
  it('counts seated delegates by pledge, support, region and owner, alternates apart', async () => {
    await insertAdmin(ctx.db, { username: 'coord-one', password: 'Solidarity-2025!', role: 'coordinator' });
    await createDelegate(admin, { region: 'North', support: 1, pledge: 'hard', owner: 'coord-one' });
    await createDelegate(admin, { region: 'North', support: 2, pledge: 'soft' });
    await createDelegate(admin, { region: 'North', support: 3 });
    await createDelegate(admin, { region: 'North' });
    await createDelegate(admin, { region: 'North', support: 1, pledge: 'hard', kind: 'alternate' });
    await createDelegate(admin, { region: 'South', support: 5 });
    await createDelegate(admin, { region: 'South', support: 1, pledge: 'soft', owner: 'coord-one' });

    const c = await count();
    expect(c).toMatchObject({
      seated: 6,
      winNumber: 4,
      hard: 1,
      soft: 2,
      committed: 3,
      alternates: 1,
      bySupport: { '1': 2, '2': 1, '3': 1, '4': 0, '5': 1, unknown: 1 },
    });
    expect(c.byRegion).toEqual([
      {
        region: 'North',
        seated: 4,
        hard: 1,
        soft: 1,
        bySupport: { ...zero, '1': 1, '2': 1, '3': 1, unknown: 1 },
      },
      { region: 'South', seated: 2, hard: 0, soft: 1, bySupport: { ...zero, '1': 1, '5': 1 } },
    ]);
    expect(c.byOwner).toEqual([
      { owner: 'coord-one', seated: 2, hard: 1, soft: 1, bySupport: { ...zero, '1': 2 } },
      {
        owner: null,
        seated: 4,
        hard: 0,
        soft: 1,
        bySupport: { ...zero, '2': 1, '3': 1, '5': 1, unknown: 1 },
      },
    ]);
    expect(c.trend).toHaveLength(60);
    expect(c.trend.at(-1)).toEqual({ date: localDay(new Date(), ZONE), hard: 1, soft: 2 });
  });

  it('uses the campaign win number when set, the majority when cleared', async () => {
    for (let i = 0; i < 5; i += 1) await createDelegate(admin);
    expect((await count()).winNumber).toBe(3);
    expect((await settings({ winNumber: 301 })).body).toEqual({ winNumber: 301 });
    expect((await admin.agent.get('/api/admin/delegates/settings')).body).toEqual({ winNumber: 301 });
    expect((await count()).winNumber).toBe(301);
    await settings({ winNumber: null });
    expect((await count()).winNumber).toBe(3);
  });

  // The figures are kept between reads (server/delegates/count.ts): each kind of write, read after,
  // must show at once. Keyed without the versions, the edit and the contact would be missed; without
  // the ids, the deletion that follows a creation.
  it('shows every kind of write at once, though its figures are kept between reads', async () => {
    const write = (method: 'patch' | 'post' | 'delete', path: string, body?: object) =>
      admin.agent[method](`/api/admin/delegates${path}`).set('X-CSRF-Token', admin.csrfToken).send(body);
    const a = await createDelegate(admin, { support: 1 });
    const b = await createDelegate(admin, { support: 2 });
    expect(await count()).toMatchObject({ seated: 2, hard: 0, soft: 0 });
    expect(await count()).toMatchObject({ seated: 2, hard: 0, soft: 0 });

    expect((await write('patch', `/${a.id}`, { pledge: 'hard', version: a.version })).status).toBe(200);
    expect(await count()).toMatchObject({ hard: 1, soft: 0 });

    const contact = { clientId: crypto.randomUUID(), method: 'call', outcome: 'reached', note: '' };
    expect((await write('post', `/${b.id}/contacts`, { ...contact, pledge: 'soft' })).status).toBe(201);
    expect(await count()).toMatchObject({ hard: 1, soft: 1, trend: expect.any(Array) });
    expect((await count()).trend.at(-1)).toMatchObject({ hard: 1, soft: 1 });

    expect((await write('patch', '', { ids: [a.id, b.id], region: 'East' })).status).toBe(200);
    expect((await count()).byRegion.map((r: { region: string }) => r.region)).toEqual(['East']);

    // One comes and another goes, both at version 1: the number and the versions' sum are as
    // before, the ids are not.
    const d = await createDelegate(admin, { support: 4 });
    expect((await count()).bySupport).toMatchObject({ '4': 1, '5': 0 });
    const c = await createDelegate(admin, { support: 5 });
    expect([c.version, d.version]).toEqual([1, 1]);
    expect((await write('delete', `/${d.id}`)).status).toBe(204);
    expect((await count()).bySupport).toMatchObject({ '4': 0, '5': 1 });
  });

  it.each([[0], [100_001], [1.5], ['301'], [undefined]])('refuses a win number of %s', async (winNumber) => {
    const res = await settings({ winNumber });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('winNumber');
  });
});

describe('the trend', () => {
  const moveHistory = (id: string, at: Date) =>
    ctx.database.raw.query('UPDATE delegate_history SET at = $1 WHERE delegate_id = $2', [at, id]);

  it('rebuilds each day of the last 60 in the campaign zone from the history', async () => {
    const today = localDay(new Date(), ZONE);
    const midnight = zonedInstant(addDays(today, -3), 0, ZONE).getTime();
    // Pledged long ago: counted on every day of the window.
    const old = await createDelegate(admin, { support: 1, pledge: 'hard' });
    await moveHistory(old.id, new Date(Date.now() - 100 * 86_400_000));
    // A minute before the zone's midnight three days ago: the day before, in the zone.
    const late = await createDelegate(admin, { support: 1, pledge: 'hard' });
    await moveHistory(late.id, new Date(midnight - 60_000));
    // A minute after it: that day.
    const early = await createDelegate(admin, { support: 2, pledge: 'soft' });
    await moveHistory(early.id, new Date(midnight + 60_000));
    // Alternates never count.
    await createDelegate(admin, { support: 1, pledge: 'hard', kind: 'alternate' });

    const { trend } = await count();
    expect(trend[0].date).toBe(addDays(today, -59));
    expect(trend.at(-1).date).toBe(today);
    for (const { date, hard, soft } of trend) {
      expect(hard, date).toBe(date >= addDays(today, -4) ? 2 : 1);
      expect(soft, date).toBe(date >= addDays(today, -3) ? 1 : 0);
    }
  });

  it('follows a pledge that moves from soft to hard and back to none', async () => {
    const d = await createDelegate(admin, { support: 1, pledge: 'soft' });
    await ctx.database.raw.query(
      `UPDATE delegate_history SET at = now() - interval '10 days' WHERE delegate_id = $1`,
      [d.id],
    );
    await admin.agent
      .patch(`/api/admin/delegates/${d.id}`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ pledge: 'hard' });
    const { trend } = await count();
    expect(trend.at(-1)).toMatchObject({ hard: 1, soft: 0 });
    expect(trend.at(-12)).toMatchObject({ hard: 0, soft: 0 });
    expect(trend.at(-5)).toMatchObject({ hard: 0, soft: 1 });
    await admin.agent
      .patch(`/api/admin/delegates/${d.id}`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ pledge: 'none' });
    expect((await count()).trend.at(-1)).toMatchObject({ hard: 0, soft: 0 });
  });
});
