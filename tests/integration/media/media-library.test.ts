import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { insertPost } from '../../helpers/factories';
import { uploadMedia } from '../../helpers/media-images';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const upload = (alt = '') => uploadMedia(admin, alt);
const list = (query = '') => admin.agent.get(`/api/admin/media${query}`);
const patch = (id: string, body: object) =>
  admin.agent.patch(`/api/admin/media/${id}`).set('X-CSRF-Token', admin.csrfToken).send(body);
const remove = (id: string) =>
  admin.agent.delete(`/api/admin/media/${id}`).set('X-CSRF-Token', admin.csrfToken);
const auditActions = async () =>
  (await ctx.database.raw.query('SELECT action FROM audit_log ORDER BY id')).rows.map((r) => r.action);

describe('GET /api/admin/media', () => {
  it('lists newest first with usedBy and X-Total-Count, paged by limit and offset', async () => {
    const first = await upload('First');
    const second = await upload('Second');
    const third = await upload('Third');
    await insertPost(ctx.db, { slug: 'featured-one', featuredImage: first.url });
    await insertPost(ctx.db, { slug: 'draft-mention', status: 'draft', content: `Look: ![](${first.url})` });
    await insertPost(ctx.db, { slug: 'other-file', content: `[download](/media/${third.id}/320.webp)` });

    const all = await list();
    expect(all.status).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.body.map((m: { alt: string }) => m.alt)).toEqual(['Third', 'Second', 'First']);
    expect(all.body[2]).toMatchObject({ id: first.id, url: first.url, variants: expect.any(Array) });
    expect(all.body.map((m: { usedBy: string[] }) => m.usedBy)).toEqual([
      ['other-file'],
      [],
      ['featured-one', 'draft-mention'],
    ]);

    const page = await list('?limit=1&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body.map((m: { id: string }) => m.id)).toEqual([second.id]);
  });

  it.each(['?limit=0', '?limit=201', '?limit=ten', '?offset=-1', '?offset=1.5'])(
    'refuses a malformed query %s with 400',
    async (query) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toMatch(/^(limit|offset)$/);
    },
  );

  it('is for signed-in staff only (401)', async () => {
    expect((await request(ctx.app).get('/api/admin/media')).status).toBe(401);
  });
});

describe('PATCH /api/admin/media/:id', () => {
  it('changes the alt text: 200 with the item, and an audit row', async () => {
    const image = await upload('Old');
    const res = await patch(image.id, { alt: '  Members marching downtown  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: image.id, url: image.url, alt: 'Members marching downtown' });
    expect(await auditActions()).toEqual(['media.upload', 'media.update']);
  });

  it('answers 404 for an unknown id or one that is no uuid, and 400 for a long alt', async () => {
    expect((await patch('6f1c2b1e-96f5-4a5b-9a55-0e5a2b6b7c11', { alt: 'x' })).status).toBe(404);
    expect((await patch('not-a-uuid', { alt: 'x' })).status).toBe(404);
    const image = await upload('Kept');
    const long = await patch(image.id, { alt: 'x'.repeat(251) });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].path).toBe('alt');
    expect((await list()).body[0].alt).toBe('Kept');
  });

  it('answers 403 without the CSRF token', async () => {
    const image = await upload();
    expect((await admin.agent.patch(`/api/admin/media/${image.id}`).send({ alt: 'x' })).status).toBe(403);
  });
});

describe('DELETE /api/admin/media/:id', () => {
  it('deletes an unused image and its files: 204, then they are gone', async () => {
    const image = await upload();
    const res = await remove(image.id);
    expect(res.status).toBe(204);
    expect(await countRows(ctx.database, 'media')).toBe(0);
    expect(await countRows(ctx.database, 'media_files')).toBe(0);
    expect((await request(ctx.app).get(image.url)).status).toBe(404);
    expect(await auditActions()).toEqual(['media.upload', 'media.delete']);
  });

  it('refuses with 409 naming how many posts still show it, as featured image or in content', async () => {
    const image = await upload();
    await insertPost(ctx.db, { featuredImage: image.url });
    await insertPost(ctx.db, { content: `Before\n\n![Crowd](${image.url})` });
    const res = await remove(image.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'This image is still used by 2 posts. Remove it from those posts first.',
    });
    expect(await countRows(ctx.database, 'media')).toBe(1);
    expect((await request(ctx.app).get(image.url)).status).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await remove('6f1c2b1e-96f5-4a5b-9a55-0e5a2b6b7c11')).status).toBe(404);
    expect((await remove('nope')).status).toBe(404);
  });
});
