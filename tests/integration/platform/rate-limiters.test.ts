import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../../server/http/errors';
import { createFormLimiter, createLimiter } from '../../../server/http/rate-limits';
import { useTestApp } from '../../helpers/test-app';

// The limiters as the routes build them (CONTRACT sections 3 and 10), each built inside its test on
// the real counters table: the routes build theirs once per app, before any test runs, so a test
// through the app cannot tell one limiter option from another's default.
const ctx = useTestApp();

/** An app whose one route answers 200 for `right` and 400 for anything else, behind `limiter`. */
function behind(limiter: RequestHandler) {
  const app = express();
  app.post('/attempt/:outcome', limiter, (req, res) => {
    res.status(req.params.outcome === 'right' ? 200 : 400).end();
  });
  app.use((err: HttpError, _req: Request, res: Response, _next: NextFunction) => {
    res.status(err.status).json({ message: err.message });
  });
  return (outcome: string) => request(app).post(`/attempt/${outcome}`);
}

/** A limiter of 2 a minute on the test's counters; `options` name it and set the rest. */
const limitOfTwo = (
  options: Pick<Parameters<typeof createLimiter>[0], 'name' | 'failuresOnly' | 'message'>,
) => createLimiter({ raw: ctx.database.raw, limit: 2, windowMs: 60_000, ...options });

describe('a rate limiter', () => {
  it('counts every request by default, tells the allowance in the standard headers only, and says how long to wait', async () => {
    const attempt = behind(
      limitOfTwo({ name: 'every-request-test', message: (minutes) => `Wait ${minutes} minute.` }),
    );
    const first = await attempt('right');
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe('2;w=60');
    expect(first.headers.ratelimit).toMatch(/^limit=2, remaining=1, reset=\d+$/);
    expect(Object.keys(first.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
    expect((await attempt('right')).status).toBe(200);
    const refused = await attempt('right');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Wait 1 minute.' });
  });

  // The password-reset completion and an invitation's acceptance count refused attempts only:
  // guessing is what they stop. (Sign-in takes its own hit back on success, so it cannot show this.)
  it('counting failures only, lets any number of successes through and refuses after its failures', async () => {
    const attempt = behind(
      limitOfTwo({ name: 'failures-only-test', failuresOnly: true, message: () => 'Too many attempts.' }),
    );
    for (let i = 0; i < 4; i += 1) expect((await attempt('right')).status).toBe(200);
    expect((await attempt('wrong')).status).toBe(400);
    expect((await attempt('wrong')).status).toBe(400);
    expect((await attempt('right')).status).toBe(429);
  });

  it("for a public form, allows its number in 15 minutes and names the form's wait", async () => {
    const attempt = behind(createFormLimiter(ctx.database.raw, 'limiter-test', 1));
    const first = await attempt('right');
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe('1;w=900');
    const refused = await attempt('right');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many submissions. Please try again in 15 minutes.' });
  });
});
