import type { Request, RequestHandler, Response } from 'express';
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

/**
 * Says that the route itself cleared this request's count before answering (a sign-in that
 * succeeded). A limiter that counts failures only then takes no hit back once the answer is sent:
 * that decrement came after the answer, so it could land on the first failure of the next count
 * and let a sixth guess through (seen under load).
 */
export function countAlreadyCleared(res: Response): void {
  res.locals.rateLimitCleared = true;
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
    requestWasSuccessful: (_req, res) => res.statusCode < 400 && res.locals.rateLimitCleared !== true,
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

export interface FailureLimit {
  /**
   * Counts one attempt for this key before it is checked (so parallel attempts cannot slip past
   * the count), and refuses with 429 and Retry-After once the limit is passed.
   */
  attempt(key: string): Promise<void>;
  /** A successful attempt: the count for this key starts again. */
  succeeded(key: string): Promise<void>;
}

/**
 * A limit on failures per key (a username, an admin) outside express-rate-limit's per-IP keys,
 * counted in the same database table, so every instance agrees.
 */
export function createFailureLimit(options: Omit<LimitOptions, 'failuresOnly'>): FailureLimit {
  const store = new DatabaseRateLimitStore(options.raw, options.name);
  store.windowMs = options.windowMs;
  return {
    async attempt(key) {
      const { totalHits, resetTime } = await store.increment(key);
      if (totalHits <= options.limit) return;
      const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000));
      throw new HttpError(429, options.message(Math.ceil(seconds / 60)), undefined, {
        'Retry-After': String(seconds),
      });
    },
    succeeded: (key) => store.resetKey(key),
  };
}
