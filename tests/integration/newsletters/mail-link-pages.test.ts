import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { newsletters } from '../../../shared/schema';
import { useSiteApp } from '../../helpers/site-app';

const ctx = useSiteApp({ RATE_LIMIT_FORMS: '1000' });

async function pendingSubscriber() {
  await request(ctx.app).post('/api/newsletter').send({ email: 'p@example.org' });
  const [row] = await ctx.db.select().from(newsletters).where(eq(newsletters.email, 'p@example.org'));
  return row;
}

describe('the pages behind a subscriber links (CONTRACT section 11)', () => {
  it.each([
    ['/newsletter/confirm/', 'Confirm your subscription'],
    ['/unsubscribe/', 'Unsubscribe'],
  ])(
    '%s<token> answers its page, kept out of indexes and caches, and changes nothing',
    async (prefix, title) => {
      const row = await pendingSubscriber();
      const token = `${row.id}.${prefix.startsWith('/unsub') ? row.unsubscribeToken : row.confirmToken}`;
      for (let n = 0; n < 2; n++) {
        const res = await request(ctx.app).get(`${prefix}${token}`);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.text).toContain(`>${title} | Jordan Ellis for President</title>`);
        expect(res.text).toMatch(/<meta [^>]*name="robots" content="noindex"/);
        expect(res.text).toContain('<div id="root">');
      }
      const [after] = await ctx.db.select().from(newsletters).where(eq(newsletters.id, row.id));
      expect(after.status).toBe('pending');
    },
  );

  it('answers an unknown token with the same page: the button tells, the GET never does', async () => {
    const res = await request(ctx.app).get('/unsubscribe/nonsense');
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });
});
