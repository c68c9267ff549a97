import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { insertPost } from '../../helpers/factories';
import { useTestApp } from '../../helpers/test-app';

// GET /api/posts?q= answers from the full-text index (server/posts/search.ts): whole words,
// half-typed words and English word forms in title, excerpt and content, plus any text in a title.
const ctx = useTestApp();

const HOUR = 3600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const search = async (q: string, extra: Record<string, string> = {}) => {
  const res = await request(ctx.app)
    .get('/api/posts')
    .query({ q, ...extra });
  expect(res.status).toBe(200);
  return (res.body as { slug: string }[]).map((p) => p.slug);
};

describe('GET /api/posts?q= word search', () => {
  it('finds words a visitor is still typing, in order', async () => {
    await insertPost(ctx.db, { slug: 'union', title: 'Collective bargaining unions grow' });
    await insertPost(ctx.db, { slug: 'body', content: 'Stewards keep meeting in every district.' });
    await insertPost(ctx.db, { slug: 'other', title: 'Town hall', content: 'Nothing to see' });

    expect(await search('bargain unio')).toEqual(['union']);
    expect(await search('Stewa')).toEqual(['body']);
    expect(await search('unions bargaining')).toEqual([]);
  });

  it('finds other forms of an English word, and letters beyond ASCII', async () => {
    await insertPost(ctx.db, { slug: 'rally', excerpt: 'One rally in every state capital.' });
    await insertPost(ctx.db, { slug: 'cafe', title: 'Meet at the Café Solidarity' });

    expect(await search('rallies')).toEqual(['rally']);
    expect(await search('CAFÉ')).toEqual(['cafe']);
  });

  it('finds a word deep in a long body, and never a draft or a scheduled post', async () => {
    const filler = 'Members met again. '.repeat(400);
    await insertPost(ctx.db, { slug: 'deep', content: `${filler}Denver delegates voted.` });
    await insertPost(ctx.db, { slug: 'draft', status: 'draft', content: 'Denver delegates' });
    await insertPost(ctx.db, { slug: 'future', publishedAt: new Date(Date.now() + HOUR), content: 'Denver' });

    expect(await search('denver delegates')).toEqual(['deep']);
  });

  it('answers search-operator and symbol soup as plain text, never an error', async () => {
    await insertPost(ctx.db, { slug: 'plus', title: 'C++ & Rust: a <-> b' });
    const expected: [string, string[]][] = [
      ["!:*&|()'", []],
      ["''", []],
      ['\\:*', []],
      // Text of the title, symbols and all.
      ['<->', ['plus']],
      ['C++ &', ['plus']],
      // Only the words count: "a" then "b".
      ['a:* | b', ['plus']],
    ];
    for (const [q, slugs] of expected) expect(await search(q), q).toEqual(slugs);
  });

  it('pages through matches newest first, each post once however it matched', async () => {
    for (let i = 1; i <= 8; i += 1) {
      // Every post matches twice over: by a word of its body and by its title's text.
      await insertPost(ctx.db, {
        slug: `p${i}`,
        title: `Grievance ${i}`,
        content: 'A grievance won.',
        publishedAt: ago(i),
      });
    }
    expect(await search('grievance')).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    expect(await search('grievance', { page: '2' })).toEqual(['p7', 'p8']);
    expect(await search('grievance', { limit: '3', offset: '4' })).toEqual(['p5', 'p6', 'p7']);
  });

  it('combines the search with category and tag filters', async () => {
    await insertPost(ctx.db, { slug: 'events', categories: ['Events'], tags: ['pay'], title: 'Pay rally' });
    await insertPost(ctx.db, { slug: 'policy', categories: ['Policy'], tags: ['pay'], title: 'Pay policy' });

    expect(await search('pay', { category: 'Events' })).toEqual(['events']);
    expect(await search('pay', { tag: 'pay', category: 'Policy' })).toEqual(['policy']);
    expect(await search('pay', { tag: 'Pay' })).toEqual([]);
  });
});
