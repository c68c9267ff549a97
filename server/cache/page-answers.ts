import type { AppDeps } from '../deps';
import type { CachedAnswer } from './cached-answer';
import type { PublicCache } from './public-cache';
import { createPublicCache } from './public-reads';

/** A page's finished HTML with its status, ready to send (precompressed, with its ETag). */
export interface PageAnswer {
  status: 200 | 404;
  answer: CachedAnswer;
}

/**
 * Distinct paths that answer 200 are the public routes plus the live posts; a few hundred of the
 * most used keep a busy site in memory, and the least used are rendered again when asked.
 */
const MAX_PAGES = 300;

const pagesOfApp = new WeakMap<object, PublicCache>();

/**
 * The finished pages of the app built from `deps`, per path (issue 15): cleared by the same writes
 * as the public reads (publicDataChanged), living as long as they do, and never past the next
 * scheduled publication. What may be stored in it is html-page.ts's decision.
 */
export function pageAnswers(deps: Pick<AppDeps, 'database' | 'config'>): PublicCache {
  let cache = pagesOfApp.get(deps);
  if (!cache) {
    cache = createPublicCache(deps.database.db, deps.config.publicCacheTtlMs, MAX_PAGES);
    pagesOfApp.set(deps, cache);
  }
  return cache;
}
