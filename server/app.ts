import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { AppDeps } from './deps';
import { apiNotFound, createErrorHandler } from './http/errors';
import { securityHeaders } from './http/security';
import { adminRouter } from './routes/admin';
import { healthRouter } from './routes/health';
import { publicFormsRouter } from './routes/public-forms';
import { publicPostsRouter } from './routes/public-posts';
import { apiCachePolicy } from './web/cache-policy';

/** Mounts the web pages after the API (the built SPA, or Vite in development). */
export type MountClient = (app: Express, deps: AppDeps) => void;

export interface AppOptions {
  mountClient?: MountClient;
}

/** Builds the Express app without listening: the API, then the pages, then one error handler. */
export function createApp(deps: AppDeps, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy ?? false);
  app.use(securityHeaders(deps.config));
  app.use(compression());
  app.use(cookieParser());

  app.use('/api', apiCachePolicy);
  app.use('/api', healthRouter(deps));
  app.use('/api/admin', adminRouter(deps));
  app.use('/api', publicPostsRouter(deps));
  app.use('/api', publicFormsRouter(deps));
  app.use('/api', apiNotFound);

  options.mountClient?.(app, deps);
  app.use(createErrorHandler(deps.log));
  return app;
}
