import type { Db } from '../db/client';
import type { AppDeps } from '../deps';
import { PublicCache, type PublicCacheOptions } from './public-cache';

// Every cache of public answers (issue 7), whichever capability fills it. Only what any visitor
// may see belongs in one: published posts whose time has come, approved endorsements and stories,
// the site's texts. Admin answers, drafts and form submissions never pass through them.

/** Enough for every page of every filter a busy site sees; least recently used answers go first. */
export const MAX_ENTRIES = 500;

// One cache of each kind per app (per `createApp` deps), which is one per running instance. The
// services that write hold only the database handle, so every cache registers under the handle its
// app reads through, and a write clears the caches of that handle.
const cachesOfDb = new WeakMap<Db, Set<PublicCache>>();
const cachesOfApp = new WeakMap<object, Map<string, unknown>>();

export type PublicCacheSettings = Partial<Pick<PublicCacheOptions, 'maxEntries' | 'horizon'>>;

/** A cache of public answers that every write through `db` clears. */
export function createPublicCache(db: Db, ttlMs: number, settings: PublicCacheSettings = {}): PublicCache {
  const cache = new PublicCache({
    ttlMs,
    maxEntries: settings.maxEntries ?? MAX_ENTRIES,
    horizon: settings.horizon,
  });
  if (!cache.enabled) return cache;
  let caches = cachesOfDb.get(db);
  if (!caches) cachesOfDb.set(db, (caches = new Set()));
  caches.add(cache);
  return cache;
}

/** Called after every committed change that public reads can see: this instance answers it at once. */
export function publicDataChanged(db: Db): void {
  for (const cache of cachesOfDb.get(db) ?? []) cache.clear();
}

/**
 * The one `kind` of the app built from `deps` (its reads, its page cache), made on first use:
 * every router and page of one app shares it.
 */
export function oncePerApp<T>(deps: Pick<AppDeps, 'database' | 'config'>, kind: string, make: () => T): T {
  let ofApp = cachesOfApp.get(deps);
  if (!ofApp) cachesOfApp.set(deps, (ofApp = new Map()));
  if (!ofApp.has(kind)) ofApp.set(kind, make());
  return ofApp.get(kind) as T;
}
