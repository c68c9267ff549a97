import type { AppDeps } from '../deps';
import type { PublicCache } from '../cache/public-cache';
import { createPublicCache, oncePerApp } from '../cache/public-caches';
import { nextPublicationTime } from '../posts';

/**
 * Distinct paths that answer 200 are the public routes plus the live posts; a few hundred of the
 * most used keep a busy site in memory, and the least used are rendered again when asked.
 */
const MAX_PAGES = 300;

/**
 * The finished pages of the app built from `deps`, per path (issue 15): cleared by the same writes
 * as the public reads (publicDataChanged), living as long as they do, and never past the next
 * scheduled publication. What may be stored in it is html-pages.ts's decision.
 */
export function pageAnswers(deps: Pick<AppDeps, 'database' | 'config'>): PublicCache {
  const { db } = deps.database;
  return oncePerApp(deps, 'page-answers', () =>
    createPublicCache(db, deps.config.publicCacheTtlMs, {
      maxEntries: MAX_PAGES,
      horizon: () => nextPublicationTime(db),
    }),
  );
}
