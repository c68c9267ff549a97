import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { AppDeps } from './deps';
import { apiNotFound, createErrorHandler } from './http/errors';
import { securityHeaders } from './http/security';
import { sharedLogger } from './log/logger';
import { requestLog } from './log/request-log';
import { adminRouter } from './routes/admin';
import { healthRouter } from './routes/health';
import { publicMediaRouter } from './routes/media';
import { previewApiRouter } from './routes/preview';
import { publicFormsRouter } from './routes/public-forms';
import { publicPostsRouter } from './routes/public-posts';
import { apiCachePolicy } from './web/cache-policy';
import { cachedPages } from './web/html-page';

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
 * Builds the Express app without listening: the API, then the pages, then one error handler.
 * Public reads pass through helmet, compression and the cache policy only: sessions, CSRF, cookies
 * and body parsing belong to the routes that need them, so a busy public page costs no database
 * round trip beyond its own read (and usually none: server/cache/public-reads.ts).
 */
export function createApp(deps: AppDeps, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy ?? false);
  // First, so every answer (a refusal by any later layer included) has its request id and log line.
  app.use(
    requestLog(deps.logger ?? sharedLogger(deps.config.logLevel), deps.config.trustProxy !== undefined),
  );
  app.use(securityHeaders(deps.config));
  // Pages already rendered answer here, before every other layer: they carry their own compressed
  // forms (server/web/html-page.ts), and no media or API path is ever a page.
  app.use(cachedPages(deps));
  // Uploaded images: compressed already, public, and answered before compression and the routers.
  app.use('/media', publicMediaRouter(deps));
  app.use(compressWhenAccepted());

  app.use('/api', apiCachePolicy);
  // The public reads first: the busiest routes pass the fewest layers. Their paths cannot match an
  // admin or health path, so the order changes nothing else.
  app.use('/api', publicPostsRouter(deps));
  app.use('/api', publicFormsRouter(deps));
  app.use('/api', healthRouter(deps));
  app.use('/api', previewApiRouter(deps));
  // Only the admin API reads cookies (session and CSRF token).
  app.use('/api/admin', cookieParser(), adminRouter(deps));
  app.use('/api', apiNotFound);

  options.mountClient?.(app, deps);
  app.use(createErrorHandler(deps.log));
  return app;
}
