import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp({ RATE_LIMIT_FORMS: '1000' });

const volunteer = { firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.org', helpType: 'canvassing' };

describe('request bodies (CONTRACT section 2)', () => {
  it('answers malformed JSON with 400 and stores nothing', async () => {
    const res = await request(ctx.app)
      .post('/api/volunteers')
      .set('Content-Type', 'application/json')
      .send('{"firstName": "Ana",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON' });
    expect(await countRows(ctx.database, 'volunteers')).toBe(0);
  });

  it('answers a JSON value that is not an object with 400', async () => {
    const res = await request(ctx.app)
      .post('/api/newsletter')
      .set('Content-Type', 'application/json')
      .send('"a@b.org"');
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await countRows(ctx.database, 'newsletters')).toBe(0);
  });

  it('answers a JSON array with 400 and stores nothing', async () => {
    const res = await request(ctx.app).post('/api/contacts').send([volunteer]);
    expect(res.status).toBe(400);
    expect(await countRows(ctx.database, 'contacts')).toBe(0);
  });

  it('answers a body over 100 kB with 413 and stores nothing', async () => {
    const res = await request(ctx.app)
      .post('/api/contacts')
      .send({ ...volunteer, subject: 'Big', message: 'x'.repeat(101 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large' });
    expect(await countRows(ctx.database, 'contacts')).toBe(0);
  });

  it.each([
    ['text/plain', 'email=a@example.org'],
    ['application/x-www-form-urlencoded', 'email=a%40example.org'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.org\r\n--x--',
    ],
  ])('answers a %s body with 415 and stores nothing', async (type, body) => {
    const res = await request(ctx.app).post('/api/newsletter').set('Content-Type', type).send(body);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Content-Type must be application/json' });
    expect(await countRows(ctx.database, 'newsletters')).toBe(0);
  });

  it('accepts JSON that names its charset', async () => {
    const res = await request(ctx.app)
      .post('/api/newsletter')
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ email: 'a@example.org' }));
    expect(res.status).toBe(201);
  });

  it('answers an empty body with the field errors, not a crash', async () => {
    const res = await request(ctx.app).post('/api/volunteers');
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([
      'firstName',
      'lastName',
      'email',
      'helpType',
    ]);
  });
});

describe('unknown paths and methods', () => {
  it.each([
    ['get', '/api/nothing-here'],
    ['get', '/api/posts/a/b'],
    ['post', '/api/unknown-form'],
    ['delete', '/api/posts/some-slug'],
    ['put', '/api/volunteers'],
  ] as const)('answers %s %s with a JSON 404', async (method, path) => {
    const res = await request(ctx.app)[method](path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('answers a malformed percent-encoding in a path with 400, not 500', async () => {
    const res = await request(ctx.app).get('/api/posts/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Bad Request' });
    expect(ctx.serverErrors).toEqual([]);
  });
});

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} and is never cached', async () => {
    const res = await request(ctx.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
