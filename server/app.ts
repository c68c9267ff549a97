import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { AppDeps } from './deps';
import { apiNotFound, createErrorHandler } from './http/errors';
import { pathTargetsOnly } from './http/request-target';
import { securityHeaderList, securityHeaders } from './http/security';
import { sharedLogger } from './log/logger';
import { requestLog, requestLogStart } from './log/request-log';
import { adminRouter } from './admin-api';
import { healthRouter } from './http/health-routes';
import { oneClickUnsubscribeRouter } from './newsletters/link-routes';
import { publicMediaRouter } from './media/public-routes';
import { previewApiRouter } from './posts/preview-routes';
import { publicEventsRouter } from './events/public-routes';
import { publicFormsRouter } from './supporters/public-routes';
import { publicPostsRouter } from './posts/public-routes';
import { publicSiteRouter } from './site/public-routes';
import { apiCachePolicy } from './web/cache-policy';
import { keptPages } from './site/html-pages';
import { answerKeptPagesFirst, type App } from './web/kept-pages';
import { keptReadTable, type KeptRead } from './cache/kept-reads';
import { postReads } from './posts/public-reads';
import { supporterReads } from './supporters/public-reads';
import { eventReads } from './events/public-reads';
import { siteReads } from './site/public-reads';
import { visitBeacon } from './analytics';

export type { App } from './web/kept-pages';

/** Mounts the web pages after the API (the built SPA, or Vite in development). */
export type MountClient = (app: Express, deps: AppDeps) => void;

export interface AppOptions {
  mountClient?: MountClient;
}

/**
 * Compresses text answers of 1 kB or more for clients that ask for it. A request that sends no
 * Accept-Encoding skips the middleware entirely, rather than having every write and end wrapped for
 * nothing; compression's own filter already leaves images, fonts and archives alone.
 */
function compressWhenAccepted(): RequestHandler {
  const compress = compression({ threshold: 1024 });
  return (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next());
}

/**
 * The public JSON reads whose kept answers the front door sends before Express (decision record
 * 0015), each from the cache of the capability that answers it, so the same writes clear both.
 */
function keptReads(deps: AppDeps): KeptRead[] {
  return [
    ...postReads(deps).kept,
    ...supporterReads(deps).kept,
    ...eventReads(deps).kept,
    ...siteReads(deps).kept,
  ];
}

/**
 * Builds the app without listening: kept pages, kept JSON reads and the visit beacon at its door
 * (server/web/kept-pages.ts), then Express
 * with the API, the pages and one error handler. Public reads pass through the security headers,
 * compression and the cache policy only: sessions, CSRF, cookies and body parsing belong to the
 * routes that need them, so a busy public page costs no database round trip beyond its own read
 * (and usually none: each capability's public-reads.ts).
 */
export function createApp(deps: AppDeps, options: AppOptions = {}): App {
  const startLog = requestLogStart(
    deps.logger ?? sharedLogger(deps.config.logLevel),
    deps.config.trustProxy !== undefined,
  );
  const headers = securityHeaderList(deps.config);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy ?? false);
  // First, so every answer (a refusal by any later layer included) has its request id and log line.
  // Kept pages get these two from the front instead (answerKeptPagesFirst below): whatever is added
  // here for every page must be added there too (decision record 0008).
  app.use(requestLog(startLog));
  app.use(securityHeaders(headers));
  app.use(pathTargetsOnly);
  // Uploaded images: compressed already, public, and answered before compression and the routers.
  app.use('/media', publicMediaRouter(deps));
  app.use(compressWhenAccepted());

  app.use('/api', apiCachePolicy);
  // The public reads first: the busiest routes pass the fewest layers. Their paths cannot match an
  // admin or health path, so the order changes nothing else.
  app.use('/api', publicPostsRouter(deps));
  app.use('/api', publicSiteRouter(deps));
  app.use('/api', publicFormsRouter(deps));
  app.use('/api', publicEventsRouter(deps));
  app.use('/api', healthRouter(deps));
  app.use('/api', previewApiRouter(deps));
  // Only the admin API reads cookies (session and CSRF token).
  app.use('/api/admin', cookieParser(), adminRouter(deps));
  app.use('/api', apiNotFound);
  // RFC 8058's one-click unsubscribe posts to the link itself, outside /api.
  app.use(oneClickUnsubscribeRouter(deps));

  options.mountClient?.(app, deps);
  app.use(createErrorHandler(deps.log));
  return answerKeptPagesFirst(app, {
    pages: keptPages(deps),
    reads: keptReadTable(keptReads(deps)),
    // The visit beacon (CONTRACT section 17) is answered there only: it needs nothing Express does.
    handlers: [visitBeacon(deps)],
    startLog,
    securityHeaders: headers,
    log: deps.log,
  });
}
