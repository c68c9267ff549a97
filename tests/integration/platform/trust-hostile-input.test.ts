import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { expectErrorShape, expectNoPrototypePollution } from '../../fixtures/fuzz-harness';
import { adminAgent } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { insertPost } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';

// The hostile inputs the fuzzers found, pinned as examples so they stay fixed.
const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000000' });

const volunteer = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.org',
  helpType: 'canvassing',
};
const story = { name: 'Ann Lee', email: 'ann@example.org', story: 'We won our grievance.', website: '' };

describe('text the database cannot store', () => {
  it('refuses a NUL character in a volunteer name with a 400 naming the field, and stores nothing', async () => {
    const res = await request(ctx.app)
      .post('/api/volunteers')
      .send({ ...volunteer, firstName: 'Ma\u0000ria' });
    expect(res.status).toBe(400);
    expectErrorShape(res);
    expect(res.body.errors).toContainEqual({ path: 'firstName', message: expect.any(String) });
    expect(await countRows(ctx.database, 'volunteers')).toBe(0);
    expect(ctx.serverErrors).toEqual([]);
  });

  it('refuses an unpaired surrogate inside a member story name with a 400, and stores nothing', async () => {
    const res = await request(ctx.app)
      .post('/api/testimonials')
      .set('Content-Type', 'application/json')
      .send('{"name":"李\\udc00小龍","email":"ann@example.org","story":"We won.","website":""}');
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'name', message: expect.any(String) });
    expect(await countRows(ctx.database, 'testimonials')).toBe(0);
  });

  it('still accepts names in any script, with accents, RTL text and emoji', async () => {
    for (const firstName of ['José', '李小龍', 'مريم', 'Zoë 🌹', 'Ｆｕｌｌ']) {
      const res = await request(ctx.app)
        .post('/api/volunteers')
        .send({ ...volunteer, firstName });
      expect(res.status).toBe(201);
    }
    expect(await countRows(ctx.database, 'volunteers')).toBe(5);
  });

  it('answers a search or filter containing NUL with 400, not 500', async () => {
    await insertPost(ctx.db, { title: 'Bargaining update' });
    for (const query of ['q=%00', 'category=a%00b', 'tag=%00']) {
      const res = await request(ctx.app).get(`/api/posts?${query}`);
      expect(res.status, query).toBe(400);
      expectErrorShape(res);
    }
  });

  it('answers a post slug holding NUL or a broken escape with a 4xx, not 500', async () => {
    for (const slug of ['%00', 'a%00b', '%E0%A4%A', '%ED%B0%80']) {
      const res = await request(ctx.app).get(`/api/posts/${slug}`);
      expect(res.status, slug).toBeGreaterThanOrEqual(400);
      expect(res.status, slug).toBeLessThan(500);
      expectErrorShape(res);
    }
    expect(ctx.serverErrors).toEqual([]);
  });
});

describe('shapes that are not what the schema expects', () => {
  it('answers repeated query keys, which Express reads as a list, with 400', async () => {
    const res = await request(ctx.app).get('/api/posts?q=a&q=b');
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'q', message: expect.any(String) });
  });

  it('answers a body that is JSON null, a number, a string or a list with 400, storing nothing', async () => {
    for (const body of ['null', '42', '"Maria"', '[]', `[${JSON.stringify(volunteer)}]`]) {
      const res = await request(ctx.app)
        .post('/api/volunteers')
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status, body).toBe(400);
      expectErrorShape(res);
    }
    expect(await countRows(ctx.database, 'volunteers')).toBe(0);
  });

  it('ignores __proto__, constructor and prototype keys: nothing is polluted and only known columns are stored', async () => {
    const body =
      '{"__proto__":{"polluted":"yes","approved":"approved"},"constructor":{"prototype":{"polluted":"yes"}},' +
      '"prototype":{"polluted":"yes"},"approved":"approved",' +
      JSON.stringify({ name: 'Ann Lee', endorsement: 'Fearless.', turnstileToken: 'x', website: '' }).slice(
        1,
      );
    const res = await request(ctx.app)
      .post('/api/endorsements')
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), status: 'pending' });
    expectNoPrototypePollution();
    const approved = await request(ctx.app).get('/api/endorsements/approved');
    expect(approved.body).toEqual([]);
  });

  it('refuses a story whose fields are nested objects or lists, storing nothing', async () => {
    for (const name of [{ first: 'Ann' }, ['Ann'], 42, true, null]) {
      const res = await request(ctx.app)
        .post('/api/testimonials')
        .send({ ...story, name });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.errors).toContainEqual({ path: 'name', message: expect.any(String) });
    }
    expect(await countRows(ctx.database, 'testimonials')).toBe(0);
  });
});

describe('publication dates PostgreSQL cannot hold', () => {
  it('refuses year 0, year 10000 and years drivers misread with a 400, creating and changing nothing', async () => {
    const { agent, csrfToken } = await adminAgent(ctx);
    const post = await insertPost(ctx.db, { title: 'Dated post' });
    const before = await request(ctx.app).get(`/api/posts/${post.slug}`);
    for (const publishedAt of [
      '0000-01-01',
      '0000-01-01T00:00:00Z',
      '0001-01-01',
      '9999-12-31T23:59:59-14:00',
    ]) {
      const created = await agent
        .post('/api/admin/posts')
        .set('X-CSRF-Token', csrfToken)
        .send({ title: 'Dated', status: 'published', publishedAt });
      expect(created.status, publishedAt).toBe(400);
      expect(created.body.errors).toContainEqual({
        path: 'publishedAt',
        message: 'Publication date must be a valid date',
      });
      const patched = await agent
        .patch(`/api/admin/posts/${post.slug}`)
        .set('X-CSRF-Token', csrfToken)
        .send({ status: 'published', publishedAt });
      expect(patched.status, publishedAt).toBe(400);
    }
    expect(await countRows(ctx.database, 'posts')).toBe(1);
    const after = await request(ctx.app).get(`/api/posts/${post.slug}`);
    expect(after.body.publishedAt).toBe(before.body.publishedAt);
    expect(ctx.serverErrors).toEqual([]);
  });
});
