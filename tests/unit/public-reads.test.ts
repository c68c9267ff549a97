// The public reads' caches (each capability's public-reads.ts over server/cache/public-caches.ts) without a database: the services it calls
// are stand-ins that count their loads, so each read's key shows (one load per distinct answer, one
// answer per distinct key), and a write's clear reaches every cache of its database handle, only its.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostListQuery } from '../../shared/schemas/posts';

const loads = vi.hoisted(() => [] as string[]);
// When a scheduled post goes live, as nextPublicationTime answers it: none unless a test sets one.
const nextPublication = vi.hoisted(() => ({ at: undefined as number | undefined }));
const loaded =
  (name: string) =>
  async (_db: unknown, ...args: unknown[]) => {
    const call = [name, ...args.map((arg) => JSON.stringify(arg) ?? 'undefined')].join(' ');
    loads.push(call);
    return name === 'findPublishedPost' && args[0] === 'missing' ? undefined : { call };
  };

vi.mock('../../server/posts/published', () => ({
  categoryCounts: loaded('categoryCounts'),
  findPublishedPost: loaded('findPublishedPost'),
  findPublishedPostHead: loaded('findPublishedPostHead'),
  listLiveForFeeds: loaded('listLiveForFeeds'),
  listPublishedPosts: loaded('listPublishedPosts'),
  nextPublicationTime: async () => nextPublication.at,
  tagCounts: loaded('tagCounts'),
}));
vi.mock('../../server/site/published', () => ({
  pageHeadTexts: loaded('pageHeadTexts'),
  publicPage: loaded('publicPage'),
  siteData: loaded('siteData'),
}));
vi.mock('../../server/supporters/submissions', () => ({
  listApprovedEndorsements: loaded('listApprovedEndorsements'),
  listApprovedTestimonials: loaded('listApprovedTestimonials'),
}));
vi.mock('../../server/site/videos', () => ({ listVideos: loaded('listVideos') }));

const { createPublicCache, publicDataChanged } = await import('../../server/cache/public-caches');
const { postReads } = await import('../../server/posts/public-reads');
const { siteReads } = await import('../../server/site/public-reads');
const { supporterReads } = await import('../../server/supporters/public-reads');
const { pageAnswers } = await import('../../server/site/page-answers');
type Deps = Parameters<typeof postReads>[0];
/** Every public read of one app, whichever capability keeps it. */
const publicReads = (deps: Deps) => ({ ...postReads(deps), ...siteReads(deps), ...supporterReads(deps) });
type Db = Parameters<typeof publicDataChanged>[0];

const appOn = (db: object, publicCacheTtlMs = 60_000) =>
  ({ database: { db }, config: { publicCacheTtlMs } }) as unknown as Deps;
const json = (answer: { body: Buffer } | null) => (answer ? JSON.parse(answer.body.toString()) : answer);

beforeEach(() => {
  loads.length = 0;
  nextPublication.at = undefined;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the public reads of an app', () => {
  it('answers every read from its service once, then from memory', async () => {
    const reads = publicReads(appOn({}));
    const all = () =>
      Promise.all([
        reads.categories().then(json),
        reads.tags().then(json),
        reads.approvedEndorsements().then(json),
        reads.approvedTestimonials().then(json),
        reads.post('a').then(json),
        reads.postHead('a'),
        reads.feedPosts(),
        reads.siteData(),
        reads.page('vision'),
        reads.pageHead('vision'),
        reads.videos(),
      ]);
    const first = await all();
    expect(first.map((answer) => (answer as { call: string }).call)).toEqual([
      'categoryCounts',
      'tagCounts',
      'listApprovedEndorsements',
      'listApprovedTestimonials',
      'findPublishedPost "a"',
      'findPublishedPostHead "a"',
      'listLiveForFeeds undefined',
      'siteData',
      'publicPage "vision"',
      'pageHeadTexts "vision"',
      'listVideos',
    ]);
    expect(await all()).toEqual(first);
    expect(loads).toHaveLength(first.length);
  });

  it('keeps one answer per slug, page, feed length and list filter, and null for a missing post', async () => {
    const reads = publicReads(appOn({}));
    expect(json(await reads.post('missing'))).toBeNull();
    expect(json(await reads.post('a'))).toEqual({ call: 'findPublishedPost "a"' });
    expect(json(await reads.post('b'))).toEqual({ call: 'findPublishedPost "b"' });
    expect(await reads.postHead('a')).toEqual({ call: 'findPublishedPostHead "a"' });
    expect(await reads.postHead('b')).toEqual({ call: 'findPublishedPostHead "b"' });
    expect(await reads.feedPosts(1)).toEqual({ call: 'listLiveForFeeds 1' });
    expect(await reads.feedPosts(20)).toEqual({ call: 'listLiveForFeeds 20' });
    expect(await reads.feedPosts()).toEqual({ call: 'listLiveForFeeds undefined' });
    expect(await reads.page('about')).toEqual({ call: 'publicPage "about"' });
    expect(await reads.page('vision')).toEqual({ call: 'publicPage "vision"' });
    expect(await reads.pageHead('about')).toEqual({ call: 'pageHeadTexts "about"' });
    expect(await reads.pageHead('vision')).toEqual({ call: 'pageHeadTexts "vision"' });

    const list: PostListQuery = { q: undefined, category: undefined, tag: undefined, limit: 6, offset: 0 };
    const queries: PostListQuery[] = [
      list,
      { ...list, offset: 6 },
      { ...list, limit: 12 },
      { ...list, q: 'rally' },
      { ...list, category: 'Events' },
      { ...list, tag: 'delegates' },
      { ...list, q: 'rally', category: 'Events', tag: 'delegates' },
    ];
    for (const query of queries) {
      expect(json(await reads.posts(query))).toEqual({ call: `listPublishedPosts ${JSON.stringify(query)}` });
    }
    // The same filters in another order, or absent rather than undefined: the answer already kept.
    await reads.posts({ tag: 'delegates', category: 'Events', offset: 0, q: 'rally', limit: 6 });
    await reads.posts({ limit: 6, offset: 0 } as PostListQuery);
    expect(loads.filter((load) => load.startsWith('listPublishedPosts'))).toHaveLength(queries.length);
  });

  it('keeps no answer past the next scheduled publication, however long the TTL', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    nextPublication.at = 1_005_000;
    const reads = publicReads(appOn({}));
    await reads.tags();
    vi.setSystemTime(1_004_999);
    await reads.tags();
    expect(loads).toEqual(['tagCounts']);
    nextPublication.at = undefined;
    vi.setSystemTime(1_005_000);
    await reads.tags();
    expect(loads).toEqual(['tagCounts', 'tagCounts']);
  });

  it('is one set of reads per app, and one page cache per app', () => {
    const deps = appOn({});
    for (const reads of [postReads, siteReads, supporterReads]) {
      expect(reads(deps)).toBe(reads(deps));
      expect(reads(appOn({}))).not.toBe(reads(deps));
    }
    expect(pageAnswers(deps)).toBe(pageAnswers(deps));
    expect(pageAnswers(appOn({}))).not.toBe(pageAnswers(deps));
  });
});

describe('a write clearing the public caches', () => {
  it("clears every cache of the written database handle, the reads' and the pages', and no other's", async () => {
    const db = {} as Db;
    const other = {} as Db;
    const deps = appOn(db);
    const reads = publicReads(deps);
    const pages = pageAnswers(deps);
    const extra = createPublicCache(db, 60_000);
    const elsewhere = createPublicCache(other, 60_000);
    const fill = async () => {
      await reads.tags();
      for (const cache of [pages, extra, elsewhere]) await cache.get('/', async () => 'page');
    };
    await fill();
    expect([pages.size, extra.size, elsewhere.size]).toEqual([1, 1, 1]);

    publicDataChanged(db);
    expect([pages.size, extra.size, elsewhere.size]).toEqual([0, 0, 1]);
    await reads.tags();
    expect(loads).toEqual(['tagCounts', 'tagCounts']);
    // A handle nothing registered under: nothing to clear, and no error.
    expect(() => publicDataChanged({} as Db)).not.toThrow();
  });
});
