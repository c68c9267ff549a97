import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
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
const pathOf = (req: IncomingMessage) => {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
};

const line = (req: IncomingMessage, res: ServerResponse, val: { responseTime?: number }) => ({
  method: req.method,
  path: pathOf(req),
  status: res.statusCode,
  durationMs: val.responseTime,
});

/**
 * One line per request when its answer is done: time, level, request id, method, path, status and
 * duration. Every answer carries X-Request-Id, so a report from a browser or a proxy finds its line.
 */
export function requestLog(logger: Logger, trustProxy: boolean): RequestHandler {
  const middleware = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestId(req, trustProxy);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // The line holds only the fields above: no headers (cookies, tokens), no body.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: line,
    customErrorObject: (req, res, _err, val) => line(req, res, val),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
  });
  return middleware as unknown as RequestHandler;
}
