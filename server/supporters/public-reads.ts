import { jsonAnswer, type JsonAnswer } from '../cache/json-answer';
import type { KeptRead } from '../cache/kept-reads';
import { createPublicCache, oncePerApp } from '../cache/public-caches';
import type { AppDeps } from '../deps';
import { listApprovedEndorsements, listApprovedTestimonials } from './submissions';

/** The approved endorsements and stories, kept by each instance until a moderation decision. */
export interface SupporterReads {
  approvedEndorsements(): Promise<JsonAnswer>;
  approvedTestimonials(): Promise<JsonAnswer>;
  /** The answers above as the front door finds them (server/cache/kept-reads.ts). */
  kept: KeptRead[];
}

/** The supporter reads of the app built from `deps`. */
export function supporterReads(deps: Pick<AppDeps, 'database' | 'config'>): SupporterReads {
  return oncePerApp(deps, 'supporter-reads', () => {
    const { db } = deps.database;
    const cache = createPublicCache(db, deps.config.publicCacheTtlMs);
    const json = (key: string, load: () => Promise<unknown>) =>
      cache.get(key, async () => jsonAnswer(await load()));
    return {
      approvedEndorsements: () => json('endorsements/approved', () => listApprovedEndorsements(db)),
      approvedTestimonials: () => json('testimonials/approved', () => listApprovedTestimonials(db)),
      kept: [
        { route: '/api/endorsements/approved', peek: () => cache.peek<JsonAnswer>('endorsements/approved') },
        { route: '/api/testimonials/approved', peek: () => cache.peek<JsonAnswer>('testimonials/approved') },
      ],
    };
  });
}
