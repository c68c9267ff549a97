import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { AppDeps } from './deps';
import { apiNotFound, createErrorHandler } from './http/errors';
import { securityHeaderList, securityHeaders } from './http/security';
import { sharedLogger } from './log/logger';
import { requestLog, requestLogStart } from './log/request-log';
import { adminRouter } from './routes/admin';
import { healthRouter } from './routes/health';
import { oneClickUnsubscribeRouter } from './routes/newsletter-links';
import { publicMediaRouter } from './routes/media';
import { previewApiRouter } from './routes/preview';
import { publicEventsRouter } from './routes/public-events';
import { publicFormsRouter } from './routes/public-forms';
import { publicPostsRouter } from './routes/public-posts';
import { publicSiteRouter } from './routes/public-site';
import { apiCachePolicy } from './web/cache-policy';
import { keptPages } from './web/html-page';
import { answerKeptPagesFirst, type App } from './web/kept-pages';

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
 * Builds the app without listening: kept pages at its door (server/web/kept-pages.ts), then Express
 * with the API, the pages and one error handler. Public reads pass through the security headers,
 * compression and the cache policy only: sessions, CSRF, cookies and body parsing belong to the
 * routes that need them, so a busy public page costs no database round trip beyond its own read
 * (and usually none: server/cache/public-reads.ts).
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
    startLog,
    securityHeaders: headers,
    log: deps.log,
  });
}
