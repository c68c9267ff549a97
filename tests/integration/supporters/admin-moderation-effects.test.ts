import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { PUBLIC_CACHE_ON, readBeforeAndAfter } from '../../helpers/public-reader';
import { insertEndorsement, insertTestimonial } from '../../helpers/supporter-rows';
import { useTestApp } from '../../helpers/test-app';

// What a moderation decision does beyond its own row, one at a time or in bulk: the public lists
// change at once (the public cache is on, as in production), and only a newly approved story's
// author hears of it. A file of its own so that a mutation rerun (npm run mutate) reuses the
// results of admin-moderation's and admin-bulk-moderation's tests (docs/mutation-testing.md).

const ctx = useTestApp(PUBLIC_CACHE_ON);
const admin = useSignedInAdmin(ctx);

const decide = (kind: string, id: string, status: string) =>
  admin.agent
    .patch(`/api/admin/${kind}/${id}`)
    .set('X-CSRF-Token', admin.csrfToken)
    .send({ status })
    .expect(200);

describe.each([
  ['endorsements', insertEndorsement],
  ['testimonials', insertTestimonial],
] as const)('one %s decision', (kind, insert) => {
  it('shows an approval on the public site at once', async () => {
    const id = await insert(ctx.database.raw, { name: 'Pat' });
    const { before, after } = await readBeforeAndAfter(ctx, `/api/${kind}/approved`, () =>
      decide(kind, id, 'approved'),
    );
    expect(before.body).toEqual([]);
    expect(after.body.map((i: { id: string }) => i.id)).toEqual([id]);
  });

  it('takes a rejected item off the public site at once', async () => {
    const id = await insert(ctx.database.raw, { name: 'Pat', status: 'approved' });
    const { before, after } = await readBeforeAndAfter(ctx, `/api/${kind}/approved`, () =>
      decide(kind, id, 'rejected'),
    );
    expect(before.body.map((i: { id: string }) => i.id)).toEqual([id]);
    expect(after.body).toEqual([]);
  });
});

describe('rejecting stories in bulk', () => {
  it('tells no author anything', async () => {
    const ids = [
      await insertTestimonial(ctx.database.raw, { name: 'R1' }),
      await insertTestimonial(ctx.database.raw, { name: 'R2' }),
    ];
    const res = await admin.agent
      .patch('/api/admin/testimonials')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ ids, status: 'rejected' });
    expect(res.body).toEqual({ updated: ids, skipped: [] });
    expect(await countRows(ctx.database, 'outbox')).toBe(0);
  });
});
