import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { PageAnswer } from '../cache/page-answers';
import type { PublicCache } from '../cache/public-cache';
import { setSecurityHeaders, type SecurityHeaders } from '../http/security';
import { pathOf, type RequestLogStart } from '../log/request-log';
import { sendPage } from './html-page';

/** The site as Node's HTTP server calls it (server/app.ts). */
export type App = (req: IncomingMessage, res: ServerResponse) => void;

export interface KeptPagesOptions {
  /** The finished pages (html-page.ts); none in development. */
  pages: Pick<PublicCache, 'peek'> | undefined;
  /** The same first steps as the app's own first middlewares: the log line, then the headers. */
  startLog: RequestLogStart;
  securityHeaders: SecurityHeaders;
  /** The app's error log (AppDeps.log), with the request the error broke. */
  log: (err: unknown, req: IncomingMessage) => void;
}

/**
 * Answers a GET or HEAD for a page already kept before Express sees the request; every other
 * request goes to `app`. A kept page is the busiest answer the site gives, and Express's routing
 * (prototypes, a dozen layers' path matching) cost about a tenth of it.
 *
 * The answer is the one Express would give: the request log and security headers are the same
 * functions its first middlewares call, and a path is kept only once it went through every route to
 * the page handler, each of which decides by method and path alone. Keys are Express's `req.path`;
 * a target whose raw path differs from that (an absolute URL, characters Express escapes) simply
 * finds nothing here and goes to Express.
 */
export function answerKeptPagesFirst(app: Express, options: KeptPagesOptions): App {
  const { pages, startLog, securityHeaders, log } = options;
  if (!pages) return app;
  return (req, res) => {
    // The path without its query is the key pages are kept under.
    const page =
      req.method === 'GET' || req.method === 'HEAD'
        ? pages.peek<PageAnswer>(pathOf(req.url ?? ''))
        : undefined;
    if (!page) {
      app(req, res);
      return;
    }
    try {
      startLog(req, res);
      setSecurityHeaders(res, securityHeaders);
      sendPage(req, res, page);
    } catch (err) {
      // Out of Express, nothing else would catch it: a throw here would end the process.
      log(err, req);
      if (res.headersSent) res.destroy();
      else res.writeHead(500).end();
    }
  };
}
