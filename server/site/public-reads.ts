import type { PageHeadTexts, PageKey } from '../../shared/site-content/pages';
import type { PublicPage, SiteData } from '../../shared/site-content/public-data';
import type { SiteVideo } from '../../shared/site-content/videos';
import { jsonAnswer, type JsonAnswer } from '../cache/json-answer';
import type { KeptRead } from '../cache/kept-reads';
import { createPublicCache, oncePerApp } from '../cache/public-caches';
import type { AppDeps } from '../deps';
import { pageHeadTexts, publicPage, siteData } from './published';
import { listVideos } from './videos';

/** The site's stored texts as visitors read them, kept by each instance until a write. */
export interface SiteReads {
  /** The settings and team every page shows (CONTRACT section 13). */
  siteData(): Promise<SiteData>;
  /** An editable page's stored texts, markdown rendered. */
  page(key: PageKey): Promise<PublicPage>;
  /** A page's head title and description, for crawler head tags. */
  pageHead(key: PageKey): Promise<PageHeadTexts>;
  videos(): Promise<SiteVideo[]>;
  /** GET /api/site, /api/videos and /api/pages/:key as sent: serialized once, with their ETag. */
  siteDataAnswer(): Promise<JsonAnswer>;
  videosAnswer(): Promise<JsonAnswer>;
  pageAnswer(key: PageKey): Promise<JsonAnswer>;
  /** Those answers as the front door finds them (server/cache/kept-reads.ts). */
  kept: KeptRead[];
}

/** The site reads of the app built from `deps`. */
export function siteReads(deps: Pick<AppDeps, 'database' | 'config'>): SiteReads {
  return oncePerApp(deps, 'site-reads', () => {
    const { db } = deps.database;
    const cache = createPublicCache(db, deps.config.publicCacheTtlMs);
    return {
      siteData: () => cache.get('site', () => siteData(db)),
      page: (key) => cache.get(`page/${key}`, () => publicPage(db, key)),
      pageHead: (key) => cache.get(`page-head/${key}`, () => pageHeadTexts(db, key)),
      videos: () => cache.get('videos', () => listVideos(db)),
      siteDataAnswer: () => cache.get('site.json', async () => jsonAnswer(await siteData(db))),
      videosAnswer: () => cache.get('videos.json', async () => jsonAnswer(await listVideos(db))),
      pageAnswer: (key) => cache.get(`page.json/${key}`, async () => jsonAnswer(await publicPage(db, key))),
      kept: [
        { route: '/api/site', peek: () => cache.peek<JsonAnswer>('site.json') },
        { route: '/api/videos', peek: () => cache.peek<JsonAnswer>('videos.json') },
        // A key that names no page is never kept, so it finds nothing and Express answers its 404.
        { route: '/api/pages/:key', peek: (key) => cache.peek<JsonAnswer>(`page.json/${key}`) },
      ],
    };
  });
}
