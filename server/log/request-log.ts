import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { rawLineWriter, type Logger } from './logger';
import { scrubText } from './scrub';
import { redactSecretPath } from './secret-paths';

// A proxy's id is kept only when it is a plain token: it ends up in logs and in a header.
const SANE_ID = /^[\w.:-]{1,128}$/;

/** The request id: the trusted proxy's, when there is one and it is sane; else a new UUID. */
export function requestId(req: IncomingMessage, trustProxy: boolean): string {
  const incoming = req.headers['x-request-id'];
  if (trustProxy && typeof incoming === 'string' && SANE_ID.test(incoming)) return incoming;
  return crypto.randomUUID();
}

// An absolute-form target (`GET http://host/unsubscribe/<token> HTTP/1.1`), which only proxies are
// sent: its scheme and authority, before the path the rule below must see (issue 34).
const SCHEME_AND_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * A request target's path without its query string (queries carry search terms and tokens); of an
 * absolute URL its path alone; of anything else that is no path (`host:443`), nothing.
 */
export function pathOf(url: string): string {
  const target = url.replace(SCHEME_AND_AUTHORITY, '') || '/';
  if (!target.startsWith('/')) return target === '*' ? '*' : '[not a path]';
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/** A request's path as every log line writes it: no query, no token, no e-mail address. */
export const loggedPath = (url: string) => scrubText(redactSecretPath(pathOf(url)));

interface Pending {
  requestId: string;
  method: string;
  url: string;
  started: number;
}

// What a response's line needs, kept on the response until the line is written.
const PENDING = Symbol('request log line');
type Logged = ServerResponse & { [PENDING]?: Pending };

/**
 * The line pino would write for `logger[level]({requestId, method, path, status, durationMs},
 * 'request')` with the app's options (server/log/logger.ts), serialized by hand: it is written for
 * every request, and pino's generic path (hooks, redaction, a scrubbed copy of the object) cost
 * about 20 µs of a cached page's 200. Every field is safe by construction: the id is a UUID or a
 * checked token, the method a token Node's parser accepted, the path escaped, its secret part
 * redacted (secret-paths.ts) and scrubbed of e-mail addresses, the rest numbers.
 */
export function requestLine(level: 'info' | 'error', pending: Pending, status: number, now: number): string {
  return (
    `{"level":"${level}","time":"${new Date(now).toISOString()}","pid":${process.pid},` +
    `"requestId":${JSON.stringify(pending.requestId)},"method":${JSON.stringify(pending.method)},` +
    `"path":${JSON.stringify(loggedPath(pending.url))},"status":${status},` +
    `"durationMs":${now - pending.started},"msg":"request"}\n`
  );
}

/** Starts a request's log line and gives it its id: called once per request, before anything answers. */
export type RequestLogStart = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * One line per request when its answer is done: time, level, request id, method, path, status and
 * duration; at level error for a 5xx or a failed response stream. Every answer carries
 * X-Request-Id, so a report from a browser or a proxy finds its line, and `req.id` holds it for
 * the error log.
 *
 * The listener is one function for every response, not a closure made per request; 'close' comes
 * after 'finish' and also when the client goes away first, so it alone marks the end.
 */
export function requestLogStart(logger: Logger, trustProxy: boolean): RequestLogStart {
  const write = rawLineWriter(logger);
  // Called as a listener: `this` is the response. The first of close or error writes the line.
  function writeLine(this: Logged, err?: unknown) {
    const pending = this[PENDING];
    if (!pending) return;
    this[PENDING] = undefined;
    const status = this.statusCode;
    const level = err || status >= 500 ? 'error' : 'info';
    if (logger.isLevelEnabled(level)) write(requestLine(level, pending, status, Date.now()));
  }

  return (req, res) => {
    const id = requestId(req, trustProxy);
    (req as IncomingMessage & { id: string }).id = id;
    res.setHeader('X-Request-Id', id);
    // req.url as it arrived: nothing has rewritten it yet (Express's originalUrl is this string).
    (res as Logged)[PENDING] = {
      requestId: id,
      method: req.method ?? '',
      url: req.url ?? '',
      started: Date.now(),
    };
    res.on('close', writeLine);
    res.on('error', writeLine);
  };
}

/** The request log as the app's first middleware (server/app.ts). */
export function requestLog(start: RequestLogStart): RequestHandler {
  return (req, res, next) => {
    start(req, res);
    next();
  };
}
