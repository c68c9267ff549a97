import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { PageAnswer } from './page-answer';
import type { PublicCache } from '../cache/public-cache';
import { sendCachedAnswer } from '../cache/cached-answer';
import type { KeptReadTable } from '../cache/kept-reads';
import { setSecurityHeaders, type SecurityHeaders } from '../http/security';
import { pathOf, type RequestLogStart } from '../log/request-log';
import { sendPage } from './page-answer';

/** The site as Node's HTTP server calls it (server/app.ts). */
export type App = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A request answered whole at the door, never by Express (the visit beacon, POST /api/hit): it gets
 * the log line and the security headers first, like every answer, then answers by itself.
 */
export interface DoorHandler {
  method: string;
  path: string;
  handle(req: IncomingMessage, res: ServerResponse): void;
}

export interface KeptPagesOptions {
  /** The finished pages (html-page.ts); none in development. */
  pages: Pick<PublicCache, 'peek'> | undefined;
  /** The public JSON reads' kept answers (each capability's public-reads.ts, listed by server/app.ts). */
  reads?: KeptReadTable;
  /** Requests answered at the door only. */
  handlers?: readonly DoorHandler[];
  /** The same first steps as the app's own first middlewares: the log line, then the headers. */
  startLog: RequestLogStart;
  securityHeaders: SecurityHeaders;
  /** The app's error log (AppDeps.log), with the request the error broke. */
  log: (err: unknown, req: IncomingMessage) => void;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers before Express sees the request: a GET or HEAD for a page or a public JSON read already
 * kept, and the requests a handler owns (the beacon); every other request goes to `app`. These are
 * the busiest answers the site gives, and Express's routing (prototypes, a dozen layers' path
 * matching) cost about a tenth of a page and more than half of a kept JSON answer.
 *
 * The answer is the one Express would give: the request log and security headers are the same
 * functions its first middlewares call, the Cache-Control is the API's policy (no-cache for a public
 * read, no-store for the rest, server/web/cache-policy.ts), and a page or read is kept only once it
 * went through every route to its handler, each of which decides by method and path alone. Pages
 * are keyed by Express's `req.path`; a target whose raw path differs from that (an absolute URL,
 * characters Express escapes) simply finds nothing here and goes to Express.
 */
export function answerKeptPagesFirst(app: Express, options: KeptPagesOptions): App {
  const { pages, reads, handlers = [], startLog, securityHeaders, log } = options;
  if (!pages && !reads && handlers.length === 0) return app;
  const handlerOf = new Map(handlers.map((h) => [`${h.method} ${h.path}`, h]));
  return (req, res) => {
    // The path without its query is the key pages are kept under; a target that is no path (an
    // absolute URL) goes to Express, which refuses it (server/http/request-target.ts).
    const url = req.url ?? '';
    const onPath = url.startsWith('/');
    const reading = onPath && (req.method === 'GET' || req.method === 'HEAD');
    const page = reading ? pages?.peek<PageAnswer>(pathOf(url)) : undefined;
    const json = reading && !page && url.startsWith('/api/') ? reads?.find(url) : undefined;
    const handler = onPath && !reading ? handlerOf.get(`${req.method} ${pathOf(url)}`) : undefined;
    if (!page && !json && !handler) {
      app(req, res);
      return;
    }
    try {
      startLog(req, res);
      setSecurityHeaders(res, securityHeaders);
      if (page) sendPage(req, res, page);
      else if (json) {
        res.setHeader('Cache-Control', 'no-cache');
        sendCachedAnswer(req, res, json, JSON_TYPE);
      } else {
        res.setHeader('Cache-Control', 'no-store');
        handler!.handle(req, res);
      }
    } catch (err) {
      // Out of Express, nothing else would catch it: a throw here would end the process.
      log(err, req);
      if (res.headersSent) res.destroy();
      else res.writeHead(500).end();
    }
  };
}
