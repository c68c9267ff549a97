import { describe, expect, it } from 'vitest';
import { postListQuerySchema } from '../../shared/schemas/posts';

describe('postListQuerySchema (GET /api/posts)', () => {
  it('defaults to the first 6 posts with no filter', () => {
    expect(postListQuerySchema.parse({})).toEqual({ limit: 6, offset: 0 });
  });

  it('reads limit and offset as whole numbers', () => {
    expect(postListQuerySchema.parse({ limit: '3', offset: '9' })).toMatchObject({ limit: 3, offset: 9 });
  });

  it('caps the limit at 50', () => {
    expect(postListQuerySchema.parse({ limit: '51' }).limit).toBe(50);
    expect(postListQuerySchema.parse({ limit: '999999999' }).limit).toBe(50);
  });

  it('turns a page into offset (page - 1) x limit', () => {
    expect(postListQuerySchema.parse({ page: '1' }).offset).toBe(0);
    expect(postListQuerySchema.parse({ page: '3' }).offset).toBe(12);
    expect(postListQuerySchema.parse({ page: '2', limit: '3' }).offset).toBe(3);
    // The capped limit is the one that pages.
    expect(postListQuerySchema.parse({ page: '2', limit: '80' }).offset).toBe(50);
  });

  it('trims filters and drops empty ones', () => {
    expect(postListQuerySchema.parse({ q: '  wins ', category: '', tag: '  ' })).toEqual({
      q: 'wins',
      limit: 6,
      offset: 0,
    });
  });

  it.each([
    [{ limit: 'six' }, 'limit must be a whole number'],
    [{ limit: '0' }, 'limit must be at least 1'],
    [{ limit: '1e3' }, 'limit must be a whole number'],
    [{ offset: '-1' }, 'offset must be a whole number'],
    [{ page: '0' }, 'page must be at least 1'],
    [{ page: '1.5' }, 'page must be a whole number'],
    [{ q: 'q'.repeat(201) }, 'Must be at most 200 characters'],
  ])('refuses %j with %j', (query, message) => {
    const result = postListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });
});
