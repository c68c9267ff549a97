import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ZodError } from 'zod';

export interface FieldError {
  path: string;
  message: string;
}

/** An error whose status and message are meant for the client, as CONTRACT section 2 shapes them. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);

export function zodFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Unknown /api paths answer JSON, not the SPA. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(notFound('Not found'));

// body-parser's error types, mapped to CONTRACT's statuses.
const parserErrors: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'Malformed JSON'],
  'entity.too.large': [413, 'Request body is too large'],
  'encoding.unsupported': [415, 'Unsupported content encoding'],
  'charset.unsupported': [415, 'Unsupported charset'],
  'request.aborted': [400, 'Request aborted'],
  'request.size.invalid': [400, 'Request size did not match content length'],
};

// Connection-level failures (database restarting or unreachable): the client should retry, not report a bug.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  if (
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      e.message ?? '',
    )
  )
    return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

// Text PostgreSQL cannot hold (NUL, broken UTF-8) that reached a query unvetted, e.g. a path segment.
function isUnstorableText(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown } | undefined;
  return Boolean(e && (e.code === '22021' || (e.cause && isUnstorableText(e.cause))));
}

export function createErrorHandler(
  log: (err: unknown, req?: Request) => void = console.error,
): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof ZodError) {
      const errors = zodFieldErrors(err);
      res.status(400).json({ message: errors[0]?.message ?? 'Invalid request', errors });
      return;
    }
    if (err instanceof HttpError) {
      if (err.headers) res.set(err.headers);
      res
        .status(err.status)
        .json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
      return;
    }
    const parserError = typeof err?.type === 'string' ? parserErrors[err.type] : undefined;
    if (parserError) {
      res.status(parserError[0]).json({ message: parserError[1] });
      return;
    }
    // Other client errors raised by Express itself (a path with broken percent-encoding is a 400):
    // their status stands, their message (which may echo the request) does not.
    const clientStatus = Number(err?.status ?? err?.statusCode);
    if (clientStatus >= 400 && clientStatus < 500) {
      res.status(clientStatus).json({ message: STATUS_CODES[clientStatus] ?? 'Bad Request' });
      return;
    }
    if (isUnstorableText(err)) {
      res.status(400).json({ message: 'Request contains characters that cannot be stored' });
      return;
    }
    if (isDatabaseUnavailable(err)) {
      res
        .status(503)
        .set('Retry-After', '5')
        .json({ message: 'Service temporarily unavailable. Please try again shortly.' });
      return;
    }
    log(err, req);
    // Never the stack or the SQL: only a sentence.
    res.status(500).json({ message: 'Internal server error' });
  };
}
