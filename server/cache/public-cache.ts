/**
 * A small in-process cache of public read answers (issue 7): a least-recently-used map of at most
 * `maxEntries` values, each kept for `ttlMs` at most, with one load per key at a time.
 *
 * - Freshness across instances: an entry is never older than the TTL, so an instance that did not
 *   make a change sees it within that time.
 * - Freshness on this instance: `clear()` drops every entry and forgets loads in flight, and a load
 *   that began before a clear is not stored, since it may have read the data before the change.
 * - Time-driven changes: `horizon` says when the public data next changes without a write (a
 *   scheduled post's publication time); no entry outlives it, so a scheduled post appears on time.
 */
export interface PublicCacheOptions {
  /** How long an entry may be served; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /** When the public data next changes by itself (ms since the epoch), if ever. */
  horizon?: () => Promise<number | undefined>;
  now?: () => number;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

// The horizon lives among the entries, under a key no route can build (routes start with a letter).
const HORIZON_KEY = '\0horizon';

export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: PublicCacheOptions) {
    // Read at each call, not kept: a test that sets the clock (vi.setSystemTime) steers every cache.
    this.now = options.now ?? (() => Date.now());
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /**
   * The value kept for `key` if it is still fresh, at once and without loading anything (undefined
   * otherwise, so only for caches that never keep undefined): for a caller with a slower way to
   * answer a miss.
   */
  peek<T>(key: string): T | undefined {
    return this.freshEntry(key)?.value as T | undefined;
  }

  /** The entry of `key` while it is fresh, marked as the most recently used. */
  private freshEntry(key: string) {
    const hit = this.entries.get(key);
    if (!hit || hit.expiresAt <= this.now()) return undefined;
    // Map keeps insertion order: moving a used key to the end makes the first key the least used.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  /**
   * The cached value of `key`, or the result of `load`, shared by every caller that asks meanwhile.
   * `keep` says whether a loaded value may be stored (e.g. not a 404 page, so that a flood of
   * made-up paths never pushes real pages out).
   */
  async get<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.freshEntry(key);
    if (hit) return hit.value as T;
    // Stale, if there at all: gone, so that it is not counted among the kept answers.
    this.entries.delete(key);
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;

    const promise = this.loadAndStore(key, load, keep);
    this.loading.set(key, promise);
    const forget = () => {
      if (this.loading.get(key) === promise) this.loading.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  /** Forgets every answer: called after each write that public reads can see. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  /**
   * Forgets the answers whose key `matches` (and, like clear(), every load in flight, which may
   * have read the data before the change): for a write only a few answers show.
   */
  forget(matches: (key: string) => boolean): void {
    this.generation += 1;
    this.loading.clear();
    for (const key of [...this.entries.keys()])
      if (key !== HORIZON_KEY && matches(key)) this.entries.delete(key);
  }

  /** How many answers are kept (the horizon, kept among them, is not one). */
  get size(): number {
    return this.entries.size - (this.entries.has(HORIZON_KEY) ? 1 : 0);
  }

  private async loadAndStore<T>(
    key: string,
    load: () => Promise<T>,
    keep?: (value: T) => boolean,
  ): Promise<T> {
    const generation = this.generation;
    // The TTL counts from before the read: the data can be no older than that when it expires.
    const started = this.now();
    const [value, horizon] = await Promise.all([load(), key === HORIZON_KEY ? undefined : this.horizon()]);
    let expiresAt = started + this.options.ttlMs;
    if (horizon !== undefined) expiresAt = Math.min(expiresAt, horizon);
    if (key === HORIZON_KEY && typeof value === 'number') expiresAt = Math.min(expiresAt, value);
    const fresh = generation === this.generation && expiresAt > this.now();
    if (fresh && (keep?.(value) ?? true)) this.store(key, value, expiresAt);
    return value;
  }

  private horizon(): Promise<number | undefined> {
    const horizon = this.options.horizon;
    return horizon ? this.get(HORIZON_KEY, horizon) : Promise.resolve(undefined);
  }

  private store(key: string, value: unknown, expiresAt: number): void {
    this.entries.set(key, { value, expiresAt });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
