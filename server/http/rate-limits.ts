import type { Request, RequestHandler } from 'express';
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import type { RawQuery } from '../db/client';
import { clientKey } from './client-ip';
import { HttpError } from './errors';
import { DatabaseRateLimitStore } from './rate-limit-store';

function minutesUntil(resetTime: Date | undefined): number {
  const ms = resetTime ? resetTime.getTime() - Date.now() : 0;
  return Math.max(1, Math.ceil(ms / 60_000));
}

interface LimitOptions {
  raw: RawQuery;
  name: string;
  limit: number;
  windowMs: number;
  /** Count only failed requests (login): a success takes its hit back. */
  failuresOnly?: boolean;
  message: (minutes: number) => string;
}

export function createLimiter(options: LimitOptions): RateLimitRequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(options.raw, options.name),
    keyGenerator: (req: Request) => clientKey(req),
    skipSuccessfulRequests: options.failuresOnly ?? false,
    // A database outage must not open the gates, nor crash: the request fails like any other.
    passOnStoreError: false,
    handler: (req, _res, next) => {
      const minutes = minutesUntil(
        (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime,
      );
      next(new HttpError(429, options.message(minutes)));
    },
  });
}

const plural = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** One limiter per public form (CONTRACT: 10 per 15 minutes per IP, every request counting). */
export function createFormLimiter(raw: RawQuery, form: string, limit: number): RequestHandler {
  return createLimiter({
    raw,
    name: `form:${form}`,
    limit,
    windowMs: 15 * 60 * 1000,
    message: (m) => `Too many submissions. Please try again in ${plural(m)}.`,
  });
}
