// The front door's table of kept JSON reads (server/cache/kept-reads.ts): which request finds which
// answer, and which it leaves to Express.
import { describe, expect, it } from 'vitest';
import { jsonAnswer } from '../../server/cache/json-answer';
import { keptReadTable } from '../../server/cache/kept-reads';

const list = jsonAnswer(['list']);
const one = jsonAnswer({ slug: 'a' });
const asked: string[] = [];
const table = keptReadTable([
  {
    route: '/api/posts',
    peek: (param, query) => {
      asked.push(`list ${param}|${query}`);
      return query === 'bad=1' ? undefined : list;
    },
  },
  {
    route: '/api/posts/:slug',
    peek: (slug) => {
      asked.push(`one ${slug}`);
      return slug === 'a' ? one : null;
    },
  },
]);

describe('keptReadTable', () => {
  it('finds a fixed route with its query, and a parameter route by its last segment', () => {
    expect(table.find('/api/posts')).toBe(list);
    expect(table.find('/api/posts?limit=3&q=x')).toBe(list);
    expect(table.find('/api/posts/a')).toBe(one);
    expect(table.find('/api/posts/a?x=1')).toBe(one);
    expect(asked).toContain('list |limit=3&q=x');
  });

  it('leaves to Express what it does not keep or cannot read as Express would', () => {
    asked.length = 0;
    for (const url of [
      '/api/posts?bad=1',
      '/api/posts/b',
      '/api/posts/',
      '/api/posts/a%20b',
      '/api/Posts',
      '/api/posts/a/b',
      '/api/other',
    ])
      expect(table.find(url), url).toBeUndefined();
    // A parameter that needs decoding, or is empty, is not even looked up.
    expect(asked).not.toContain('one a%20b');
    expect(asked).not.toContain('one ');
  });
});
