import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

// Default settings: 10 requests per form per IP per 15 minutes, no proxy believed.
const ctx = useTestApp();

const subscribe = (n: number, headers: Record<string, string> = {}) =>
  request(ctx.app)
    .post('/api/newsletter')
    .set(headers)
    .send({ email: `member${n}@example.org` });

const volunteer = { firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.org', helpType: 'canvassing' };

describe('public form rate limit', () => {
  it('refuses the 11th request in 15 minutes with 429, Retry-After and how long to wait', async () => {
    for (let i = 1; i <= 10; i++) expect((await subscribe(i)).status).toBe(201);

    const res = await subscribe(11);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too many submissions. Please try again in 15 minutes.' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await countRows(ctx.database, 'newsletters')).toBe(10);
  });

  it('tells the client its allowance in the standard RateLimit headers, not the legacy X-RateLimit ones', async () => {
    const res = await subscribe(1);
    expect(res.status).toBe(201);
    expect(res.headers['ratelimit-policy']).toBe('10;w=900');
    expect(res.headers.ratelimit).toMatch(/^limit=10, remaining=9, reset=\d+$/);
    expect(Object.keys(res.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
  });

  it('says "1 minute" when less than a minute of the window is left', async () => {
    for (let i = 1; i <= 10; i++) await subscribe(i);
    await ctx.database.raw.query("UPDATE rate_limits SET reset_at = now() + interval '30 seconds'");
    const res = await subscribe(11);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too many submissions. Please try again in 1 minute.' });
  });

  it('refuses the form, storing nothing, when the counters cannot be written: an outage opens no gate', async () => {
    ctx.allowServerErrors();
    const raw = ctx.database.raw;
    const outage = createApp({
      database: {
        ...ctx.database,
        raw: {
          query: async (text: string, params?: unknown[]) => {
            if (text.includes('rate_limits')) throw new Error('connection lost');
            return raw.query(text, params);
          },
        },
      },
      config: ctx.config,
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: (err) => ctx.serverErrors.push(err),
    });
    const res = await request(outage).post('/api/newsletter').send({ email: 'reader@example.org' });
    expect(res.status).toBe(500);
    expect(await countRows(ctx.database, 'newsletters')).toBe(0);
  });

  it('counts every request, refused ones too', async () => {
    const attempts = [
      () =>
        request(ctx.app)
          .post('/api/volunteers')
          .send({ ...volunteer, email: 'nope' }),
      () => request(ctx.app).post('/api/volunteers').set('Content-Type', 'application/json').send('{oops'),
      () => request(ctx.app).post('/api/volunteers').set('Content-Type', 'text/plain').send('hi'),
    ];
    for (let i = 0; i < 10; i++) expect((await attempts[i % 3]()).status).not.toBe(201);

    const res = await request(ctx.app).post('/api/volunteers').send(volunteer);
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await countRows(ctx.database, 'volunteers')).toBe(0);
  });

  it('counts each form separately', async () => {
    for (let i = 1; i <= 10; i++) expect((await subscribe(i)).status).toBe(201);
    expect((await subscribe(11)).status).toBe(429);

    expect((await request(ctx.app).post('/api/volunteers').send(volunteer)).status).toBe(201);
    const contact = { ...volunteer, subject: 'Hi', message: 'Hello' };
    expect((await request(ctx.app).post('/api/contacts').send(contact)).status).toBe(201);
    const endorsement = { name: 'Rosa', endorsement: 'Yes', turnstileToken: 't', website: '' };
    expect((await request(ctx.app).post('/api/endorsements').send(endorsement)).status).toBe(201);
    const story = { name: 'Lee', email: 'lee@example.org', story: 'Thanks', website: '' };
    expect((await request(ctx.app).post('/api/testimonials').send(story)).status).toBe(201);
  });

  it('does not limit reading', async () => {
    for (let i = 0; i < 12; i++)
      expect((await request(ctx.app).get('/api/endorsements/approved')).status).toBe(200);
    for (let i = 0; i < 12; i++) expect((await request(ctx.app).get('/api/posts')).status).toBe(200);
  });

  it('accepts requests again once the window has passed', async () => {
    for (let i = 1; i <= 11; i++) await subscribe(i);
    // Fast-forward: the stored window ends now instead of in 15 minutes.
    await ctx.database.raw.query("UPDATE rate_limits SET reset_at = now() - interval '1 second'");
    expect((await subscribe(12)).status).toBe(201);
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is unset, so a client cannot pose as many', async () => {
    for (let i = 1; i <= 10; i++) {
      expect((await subscribe(i, { 'X-Forwarded-For': `198.51.100.${i}` })).status).toBe(201);
    }
    expect((await subscribe(11, { 'X-Forwarded-For': '198.51.100.99' })).status).toBe(429);
    expect(ctx.serverErrors).toEqual([]);
  });
});

describe('RATE_LIMIT_FORMS', () => {
  const small = useTestApp({ RATE_LIMIT_FORMS: '3' });

  it('changes how many requests a form takes per window', async () => {
    const send = (n: number) =>
      request(small.app)
        .post('/api/newsletter')
        .send({ email: `m${n}@example.org` });
    for (let i = 1; i <= 3; i++) expect((await send(i)).status).toBe(201);
    expect((await send(4)).status).toBe(429);
    expect(await countRows(small.database, 'newsletters')).toBe(3);
  });
});
