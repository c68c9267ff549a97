import querystring from 'node:querystring';
import { eventListQuerySchema, type EventListQuery } from '../../shared/schemas/events';
import { jsonAnswer, type JsonAnswer } from '../cache/json-answer';
import type { KeptRead } from '../cache/kept-reads';
import { createPublicCache, oncePerApp } from '../cache/public-caches';
import type { AppDeps } from '../deps';
import { findPublicEvent, listPublicEvents } from './published';

/**
 * GET /api/events and /api/events/:slug, kept in a cache of their own, which every event change
 * clears (publicDataChanged) and every RSVP on this instance clears too (public-routes.ts), so
 * seats left are exact here and at most PUBLIC_CACHE_TTL_MS old on other instances, without an RSVP
 * emptying the cache of every other public page.
 */
export interface EventReads {
  list(query: EventListQuery): Promise<JsonAnswer>;
  /** null for an unknown or draft event. */
  event(slug: string): Promise<JsonAnswer | null>;
  /** An RSVP changed seats: forget every answer. */
  clear(): void;
  /** The answers above as the front door finds them (server/cache/kept-reads.ts). */
  kept: KeptRead[];
}

const listKey = (query: EventListQuery) => `list/${query.when}/${query.limit}/${query.offset}`;

export function eventReads(deps: Pick<AppDeps, 'database' | 'config'>): EventReads {
  return oncePerApp(deps, 'event-reads', () => {
    const { db } = deps.database;
    const cache = createPublicCache(db, deps.config.publicCacheTtlMs, { maxEntries: 200 });
    const cached = (key: string, load: () => Promise<unknown>) =>
      cache.get(key, async () => {
        const value = await load();
        return value === undefined ? null : jsonAnswer(value);
      });
    return {
      list: async (query) => (await cached(listKey(query), () => listPublicEvents(db, query)))!,
      event: (slug) => cached(`event/${slug}`, () => findPublicEvent(db, slug)),
      clear: () => cache.clear(),
      kept: [
        {
          route: '/api/events',
          // The query as Express 5 reads it (node:querystring); one the route would refuse is its to answer.
          peek: (_, query) => {
            const parsed = eventListQuerySchema.safeParse(querystring.parse(query));
            return parsed.success ? cache.peek<JsonAnswer>(listKey(parsed.data)) : undefined;
          },
        },
        { route: '/api/events/:slug', peek: (slug) => cache.peek<JsonAnswer | null>(`event/${slug}`) },
      ],
    };
  });
}
