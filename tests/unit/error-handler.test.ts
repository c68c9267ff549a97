import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppDeps } from '../../server/deps';
import { apiNotFound, createErrorHandler, HttpError } from '../../server/http/errors';
import { healthRouter } from '../../server/http/health-routes';

/** A bare app whose routes fail in the ways real handlers can, behind the real error handler. */
function appThatFails() {
  const logged: unknown[] = [];
  const app = express();
  app.get('/crash', () => {
    throw new Error(
      'relation "secret_table" does not exist\n    at Parser.parseErrorMessage (pg/lib/parser.js:1:1)',
    );
  });
  app.get('/async-crash', async () => {
    await Promise.resolve();
    throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
  });
  app.get('/http-error', () => {
    throw new HttpError(429, 'Slow down', undefined, { 'Retry-After': '60' });
  });
  app.get('/zod', () => {
    z.object({ tags: z.array(z.string({ error: 'Must be text' })) }).parse({ tags: ['ok', 7] });
  });
  app.get('/db-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.use('/api', apiNotFound);
  app.use(createErrorHandler((err) => logged.push(err)));
  return { app, logged };
}

describe('the error handler', () => {
  it('answers an unexpected error with 500 and a sentence, never the stack or the SQL', async () => {
    const { app, logged } = appThatFails();
    for (const path of ['/crash', '/async-crash']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Internal server error' });
      expect(res.text).not.toMatch(/secret_table|parser\.js|duplicate key|\bat /);
    }
    expect(logged).toHaveLength(2);
  });

  it('keeps an HttpError status, message and headers', async () => {
    const res = await request(appThatFails().app).get('/http-error');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.body).toEqual({ message: 'Slow down' });
  });

  it('turns a thrown ZodError into 400 with dotted field paths', async () => {
    const res = await request(appThatFails().app).get('/zod');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Must be text',
      errors: [{ path: 'tags.1', message: 'Must be text' }],
    });
  });

  it('answers 503 with Retry-After when the database cannot be reached', async () => {
    const { app, logged } = appThatFails();
    const res = await request(app).get('/db-down');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.message).not.toContain('127.0.0.1');
    expect(logged).toHaveLength(0);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await request(appThatFails().app).post('/api/whatever');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});

describe('GET /api/health', () => {
  const withDatabase = (query: () => Promise<{ rows: Record<string, unknown>[] }>) => {
    const app = express();
    app.use('/api', healthRouter({ database: { raw: { query } } } as unknown as AppDeps));
    return app;
  };

  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const res = await request(withDatabase(async () => ({ rows: [{ '?column?': 1 }] }))).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const res = await request(
      withDatabase(async () => {
        throw new Error('Connection terminated unexpectedly');
      }),
    ).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toContain('Connection terminated');
  });
});
