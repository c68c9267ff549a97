import { describe, expect, it } from 'vitest';
import { PublicCache, type PublicCacheOptions } from '../../server/cache/public-cache';
import { loadConfig } from '../../server/config/env';

/** A cache on a clock the test moves by hand. */
function cacheAt(options: Partial<PublicCacheOptions> = {}) {
  const clock = { now: 1_000_000 };
  const cache = new PublicCache({ ttlMs: 5000, maxEntries: 100, now: () => clock.now, ...options });
  return { cache, clock };
}

/** A load that counts its calls and answers `value` (or the call number). */
function counter<T>(value?: T) {
  const load = async () => {
    load.calls += 1;
    return value ?? load.calls;
  };
  load.calls = 0;
  return load;
}

/** A load that waits until the test releases it. */
function gate<T>(value: T) {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  const load = async () => {
    load.calls += 1;
    await opened;
    return value;
  };
  load.calls = 0;
  return { load, release };
}

describe('PublicCache', () => {
  it('answers from memory until the TTL has passed, then loads again', async () => {
    const { cache, clock } = cacheAt();
    const load = counter();
    expect(await cache.get('posts', load)).toBe(1);
    clock.now += 4999;
    expect(await cache.get('posts', load)).toBe(1);
    clock.now += 1;
    expect(await cache.get('posts', load)).toBe(2);
    expect(load.calls).toBe(2);
  });

  it('gives concurrent misses of one key a single load', async () => {
    const { cache } = cacheAt();
    const { load, release } = gate('answer');
    const answers = Promise.all(Array.from({ length: 20 }, () => cache.get('posts', load)));
    release();
    expect(await answers).toEqual(Array(20).fill('answer'));
    expect(load.calls).toBe(1);
  });

  it('after a clear, loads afresh and never stores what a load begun before the clear read', async () => {
    const { cache } = cacheAt();
    const before = gate('before the write');
    const pending = cache.get('posts', before.load);
    cache.clear();
    // A request after the write does not join the load that began before it.
    expect(await cache.get('posts', async () => 'after the write')).toBe('after the write');
    before.release();
    expect(await pending).toBe('before the write');
    expect(await cache.get('posts', async () => 'unused')).toBe('after the write');
  });

  it('forgets every key on clear', async () => {
    const { cache } = cacheAt();
    await cache.get('a', counter('a'));
    await cache.get('b', counter('b'));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get('a', counter('fresh'))).toBe('fresh');
  });

  it('forgets only the keys that match, and stores no load begun before', async () => {
    const { cache } = cacheAt();
    await cache.get('/events', counter('list'));
    await cache.get('/about', counter('about'));
    const before = gate('seats before the RSVP');
    const pending = cache.get('/events/caucus', before.load);
    cache.forget((key) => key.startsWith('/events'));
    before.release();
    await pending;
    expect(cache.peek('/events')).toBeUndefined();
    expect(cache.peek('/events/caucus')).toBeUndefined();
    expect(cache.peek('/about')).toBe('about');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    await cache.get('a', counter('a'));
    await cache.get('b', counter('b'));
    await cache.get('a', counter('unused')); // a is now the most recently used
    await cache.get('c', counter('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', counter('reloaded'))).toBe('a');
    expect(await cache.get('b', counter('reloaded'))).toBe('reloaded');
  });

  it('never keeps an answer past the horizon, when a scheduled post goes live', async () => {
    const clock = { now: 1_000_000 };
    const horizon = counter(clock.now + 1500);
    const cache = new PublicCache({ ttlMs: 60_000, maxEntries: 10, now: () => clock.now, horizon });
    const load = counter();
    expect(await cache.get('posts', load)).toBe(1);
    clock.now += 1499;
    expect(await cache.get('posts', load)).toBe(1);
    clock.now += 1;
    expect(await cache.get('posts', load)).toBe(2);
    // The horizon itself is looked up again once it has passed, not on every miss.
    expect(horizon.calls).toBe(2);
  });

  it('stores nothing when a load fails, so the next request tries again', async () => {
    const { cache } = cacheAt();
    await expect(
      cache.get('posts', async () => {
        throw new Error('database unavailable');
      }),
    ).rejects.toThrow('database unavailable');
    expect(await cache.get('posts', counter('recovered'))).toBe('recovered');
  });

  it('stores only what `keep` accepts, and still shares the load with callers meanwhile', async () => {
    const { cache } = cacheAt();
    const load = counter();
    const notFound = () => false;
    const both = await Promise.all([
      cache.get('missing', load, notFound),
      cache.get('missing', load, notFound),
    ]);
    expect(both).toEqual([1, 1]);
    expect(cache.size).toBe(0);
    expect(await cache.get('missing', load, notFound)).toBe(2);
  });

  it('loads on every call when the TTL is 0, concurrent calls included', async () => {
    const { cache } = cacheAt({ ttlMs: 0 });
    expect(cache.enabled).toBe(false);
    expect(cacheAt({ ttlMs: 1 }).cache.enabled).toBe(true);
    const load = counter();
    await cache.get('posts', load);
    await cache.get('posts', load);
    expect(load.calls).toBe(2);
    const { load: gated, release } = gate('answer');
    const both = Promise.all([cache.get('posts', gated), cache.get('posts', gated)]);
    release();
    await both;
    expect(gated.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('peeks at a fresh answer only, without loading', async () => {
    const { cache, clock } = cacheAt();
    expect(cache.peek('posts')).toBeUndefined();
    await cache.get('posts', counter('kept'));
    expect(cache.peek('posts')).toBe('kept');
    clock.now += 5000;
    expect(cache.peek('posts')).toBeUndefined();
  });

  it('counts answers, not the horizon kept among them, and looks the horizon up once a TTL', async () => {
    const clock = { now: 1_000_000 };
    // No scheduled post: the horizon is "never", which is kept like an answer.
    const horizon = { calls: 0 };
    const none = async () => {
      horizon.calls += 1;
      return undefined;
    };
    const cache = new PublicCache({ ttlMs: 5000, maxEntries: 10, now: () => clock.now, horizon: none });
    await cache.get('posts', counter('a'));
    await cache.get('tags', counter('b'));
    expect(cache.size).toBe(2);
    expect(horizon.calls).toBe(1);
  });

  it('stores nothing whose horizon has already come', async () => {
    const clock = { now: 1_000_000 };
    const cache = new PublicCache({
      ttlMs: 60_000,
      maxEntries: 10,
      now: () => clock.now,
      horizon: async () => clock.now,
    });
    await cache.get('posts', counter());
    expect(cache.size).toBe(0);
  });

  it('keeps sharing the load begun after a clear when one begun before it ends', async () => {
    const { cache } = cacheAt();
    const before = gate('before');
    const old = cache.get('posts', before.load);
    cache.clear();
    const after = gate('after');
    const current = cache.get('posts', after.load);
    before.release();
    await old;
    // A third caller still shares the load begun after the clear, rather than starting another.
    const third = cache.get('posts', counter('another load'));
    after.release();
    expect(await Promise.all([current, third])).toEqual(['after', 'after']);
  });
});

describe('PUBLIC_CACHE_TTL_MS', () => {
  it('keeps public answers 5 seconds by default, and none under NODE_ENV=test', () => {
    expect(loadConfig({}).publicCacheTtlMs).toBe(5000);
    expect(loadConfig({ NODE_ENV: 'development' }).publicCacheTtlMs).toBe(5000);
    expect(loadConfig({ NODE_ENV: 'test' }).publicCacheTtlMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_CACHE_TTL_MS: '1500' }).publicCacheTtlMs).toBe(1500);
    expect(loadConfig({ PUBLIC_CACHE_TTL_MS: '0' }).publicCacheTtlMs).toBe(0);
  });

  it('refuses anything but a whole number of milliseconds up to a minute', () => {
    for (const value of ['-1', '1.5', 'five', '60001']) {
      expect(() => loadConfig({ PUBLIC_CACHE_TTL_MS: value })).toThrow(
        `Environment variable PUBLIC_CACHE_TTL_MS must be a whole number from 0 to 60000 (got "${value}").`,
      );
    }
  });
});
