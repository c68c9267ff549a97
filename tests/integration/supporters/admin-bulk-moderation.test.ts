import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { insertEndorsement, insertTestimonial, minutesAgo } from '../../helpers/supporter-rows';
import { PUBLIC_CACHE_ON, readBeforeAndAfter } from '../../helpers/public-reader';
import { useTestApp } from '../../helpers/test-app';

// The public cache is on, as in production: "at once" means the bulk decision cleared it.
const ctx = useTestApp(PUBLIC_CACHE_ON);
const admin = useSignedInAdmin(ctx);

const UNKNOWN = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const auditRows = async () =>
  (await ctx.database.raw.query('SELECT actor, action, target FROM audit_log ORDER BY id')).rows;

describe.each([
  ['endorsements', 'endorsement', insertEndorsement, 'approved'],
  ['testimonials', 'testimonial', insertTestimonial, 'status'],
] as const)('PATCH /api/admin/%s with ids', (kind, singular, insert, statusField) => {
  const patch = (body: unknown) =>
    admin.agent
      .patch(`/api/admin/${kind}`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send(body as object);
  const statuses = async () =>
    Object.fromEntries(
      (await admin.agent.get(`/api/admin/${kind}?limit=200`)).body.map((i: Record<string, string>) => [
        i.id,
        i[statusField],
      ]),
    );

  it('approves the pending items, skips decided and unknown ones, and audits each change', async () => {
    const raw = ctx.database.raw;
    const a = await insert(raw, { name: 'A', status: 'pending', at: minutesAgo(3) });
    const b = await insert(raw, { name: 'B', status: 'pending', at: minutesAgo(2) });
    const decided = await insert(raw, { name: 'C', status: 'rejected', at: minutesAgo(1) });
    const res = await patch({ ids: [a, decided, UNKNOWN, b], status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: [a, b], skipped: [decided, UNKNOWN] });
    expect(await statuses()).toEqual({ [a]: 'approved', [b]: 'approved', [decided]: 'rejected' });
    expect(await auditRows()).toEqual(
      expect.arrayContaining([
        { actor: 'campaign-admin', action: `${singular}.approve`, target: a },
        { actor: 'campaign-admin', action: `${singular}.approve`, target: b },
      ]),
    );
    expect(await auditRows()).toHaveLength(2);
  });

  it('rejects many at once, and a second identical request changes nothing more', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++)
      ids.push(await insert(ctx.database.raw, { name: `P${i}`, at: minutesAgo(i) }));
    const first = await patch({ ids, status: 'rejected' });
    expect(first.body.updated).toHaveLength(5);
    const again = await patch({ ids, status: 'approved' });
    expect(again.body).toEqual({ updated: [], skipped: ids });
    expect(Object.values(await statuses())).toEqual(Array(5).fill('rejected'));
    expect(await auditRows()).toHaveLength(5);
  });

  it('takes an id in upper case as the same item, and answers it in lower case, once', async () => {
    const a = await insert(ctx.database.raw, { name: 'A' });
    const b = await insert(ctx.database.raw, { name: 'B' });
    const res = await patch({ ids: [a.toUpperCase(), a, b.toUpperCase()], status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: [a, b], skipped: [] });
    expect(await statuses()).toEqual({ [a]: 'approved', [b]: 'approved' });
    expect(await auditRows()).toHaveLength(2);
  });

  it('shows bulk-approved items on the public site at once', async () => {
    const id = await insert(ctx.database.raw, { name: 'Pat' });
    const { before, after } = await readBeforeAndAfter(ctx, `/api/${kind}/approved`, () =>
      patch({ ids: [id], status: 'approved' }),
    );
    expect(before.body).toEqual([]);
    expect(after.body.map((i: { id: string }) => i.id)).toEqual([id]);
  });

  it('accepts 200 ids', async () => {
    const ids = Array.from(
      { length: 200 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const res = await patch({ ids, status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body.skipped).toHaveLength(200);
  });

  it.each([
    [{ ids: [], status: 'approved' }, 'ids', 'Select at least one item'],
    [
      { ids: Array.from({ length: 201 }, () => UNKNOWN), status: 'approved' },
      'ids',
      'At most 200 items at once',
    ],
    [{ ids: [UNKNOWN, 'not-an-id'], status: 'approved' }, 'ids.1', 'Each id must be an id from the list'],
    [{ ids: [UNKNOWN, 42], status: 'approved' }, 'ids.1', 'Each id must be an id from the list'],
    [{ ids: 'all', status: 'approved' }, 'ids', 'Ids must be a list'],
    [{ ids: [UNKNOWN], status: 'pending' }, 'status', 'Status must be approved or rejected'],
    [{ ids: [UNKNOWN] }, 'status', 'Status must be approved or rejected'],
  ])('answers %j with 400 on %s and changes nothing', async (body, path, message) => {
    const id = await insert(ctx.database.raw, { name: 'Pat' });
    const withReal = {
      ...body,
      ids: Array.isArray(body.ids) && body.ids.length === 2 ? [id, body.ids[1]] : body.ids,
    };
    const res = await patch(withReal);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await statuses()).toEqual({ [id]: 'pending' });
    expect(await auditRows()).toEqual([]);
  });

  it('needs the CSRF token like every admin mutation', async () => {
    const id = await insert(ctx.database.raw, { name: 'Pat' });
    const res = await admin.agent.patch(`/api/admin/${kind}`).send({ ids: [id], status: 'approved' });
    expect(res.status).toBe(403);
    expect(await statuses()).toEqual({ [id]: 'pending' });
  });
});
