import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from './logger';

// A proxy's id is kept only when it is a plain token: it ends up in logs and in a header.
const SANE_ID = /^[\w.:-]{1,128}$/;

/** The request id: the trusted proxy's, when there is one and it is sane; else a new UUID. */
export function requestId(req: IncomingMessage, trustProxy: boolean): string {
  const incoming = req.headers['x-request-id'];
  if (trustProxy && typeof incoming === 'string' && SANE_ID.test(incoming)) return incoming;
  return crypto.randomUUID();
}

/** The path without its query string: queries carry search terms and tokens. */
function pathOf(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

interface Pending {
  requestId: string;
  method?: string;
  url: string;
  started: number;
}

// What a response's line needs, kept on the response until the line is written.
const PENDING = Symbol('request log line');
type Logged = ServerResponse & { [PENDING]?: Pending };

/**
 * One line per request when its answer is done: time, level, request id, method, path, status and
 * duration; at level error for a 5xx or a failed response stream. Every answer carries
 * X-Request-Id, so a report from a browser or a proxy finds its line, and `req.id` holds it for
 * the error log.
 *
 * The line goes straight through the app's logger (its redaction and e-mail scrubbing included)
 * rather than through pino-http, which made two child loggers and serialized the request for every
 * request only to write these same fields. The listener is one function for every response, not a
 * closure made per request.
 */
export function requestLog(logger: Logger, trustProxy: boolean): RequestHandler {
  // Called as a listener: `this` is the response. The first of finish, close or error writes the line.
  function writeLine(this: Logged, err?: unknown) {
    const pending = this[PENDING];
    if (!pending) return;
    this[PENDING] = undefined;
    this.removeListener('finish', writeLine);
    this.removeListener('close', writeLine);
    this.removeListener('error', writeLine);
    const status = this.statusCode;
    const line = {
      requestId: pending.requestId,
      method: pending.method,
      path: pathOf(pending.url),
      status,
      durationMs: Date.now() - pending.started,
    };
    if (err || status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  }

  return (req, res, next) => {
    const id = requestId(req, trustProxy);
    (req as typeof req & { id: string }).id = id;
    res.setHeader('X-Request-Id', id);
    (res as Logged)[PENDING] = {
      requestId: id,
      method: req.method,
      url: req.originalUrl,
      started: Date.now(),
    };
    res.on('finish', writeLine);
    res.on('close', writeLine);
    res.on('error', writeLine);
    next();
  };
}
