// Kept pages are answered before Express (server/web/kept-pages.ts): only GET and HEAD of a kept
// path, with the same first steps as the app's own middlewares, and a throw must not end the process.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cachedAnswer } from '../../server/cache/cached-answer';
import type { PageAnswer } from '../../server/web/page-answer';
import { answerKeptPagesFirst, type KeptPagesOptions } from '../../server/web/kept-pages';

const HTML = '<!doctype html><title>Vision</title>' + '<p>Kept.</p>'.repeat(200);
const kept = new Map<string, PageAnswer>([
  ['/vision', { status: 200, answer: cachedAnswer(Buffer.from(HTML)) }],
]);

function site(overrides: Partial<KeptPagesOptions> = {}) {
  const seen = {
    express: [] as string[],
    logged: [] as string[],
    errors: [] as unknown[],
    erroredUrls: [] as (string | undefined)[],
  };
  const app = express();
  app.use((req, res) => {
    seen.express.push(`${req.method} ${req.url}`);
    res.status(418).send('from Express');
  });
  const front = answerKeptPagesFirst(app, {
    pages: { peek: <T>(key: string) => kept.get(key) as T | undefined },
    startLog: (req, res) => {
      seen.logged.push(`${req.method} ${req.url}`);
      res.setHeader('X-Request-Id', 'id-1');
    },
    securityHeaders: [['X-Frame-Options', 'SAMEORIGIN']],
    log: (err, req) => {
      seen.errors.push(err);
      seen.erroredUrls.push(req.url);
    },
    ...overrides,
  });
  return { front, seen };
}

describe('kept pages at the door', () => {
  it('answers a kept path itself, with the log start and the security headers, whatever the query', async () => {
    const { front, seen } = site();
    const res = await request(front).get('/vision?utm_source=leaflet');
    expect(res.status).toBe(200);
    expect(res.text).toBe(HTML);
    expect(res.headers['x-request-id']).toBe('id-1');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(seen.express).toEqual([]);
    expect(seen.logged).toEqual(['GET /vision?utm_source=leaflet']);
  });

  it('answers HEAD without a body, a matching If-None-Match with 304, and compresses when asked', async () => {
    const { front } = site();
    const head = await request(front).head('/vision');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(HTML)));
    expect(head.text).toBeUndefined();

    const etag = head.headers.etag;
    const again = await request(front).get('/vision').set('If-None-Match', etag);
    expect(again.status).toBe(304);

    const gzipped = await request(front).get('/vision').set('Accept-Encoding', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gzipped.text).toBe(HTML);
  });

  it('leaves every other request to Express: other paths, other methods, a trailing slash', async () => {
    const { front, seen } = site();
    for (const res of [
      await request(front).get('/about'),
      await request(front).post('/vision'),
      await request(front).get('/vision/'),
      await request(front).options('/vision'),
    ]) {
      expect(res.status).toBe(418);
    }
    expect(seen.express).toEqual(['GET /about', 'POST /vision', 'GET /vision/', 'OPTIONS /vision']);
    expect(seen.logged).toEqual([]);
  });

  it('answers 500 and logs the error with its request when answering throws, instead of ending the process', async () => {
    const failure = new Error('log start failed');
    const { front, seen } = site({
      startLog: () => {
        throw failure;
      },
    });
    const res = await request(front).get('/vision?ref=x');
    expect(res.status).toBe(500);
    expect(res.text).toBe('');
    expect(seen.errors).toEqual([failure]);
    expect(seen.erroredUrls).toEqual(['/vision?ref=x']);
  });

  it('is Express itself when nothing is kept (development)', () => {
    const app = express();
    const options = {
      pages: undefined,
      startLog: () => undefined,
      securityHeaders: [],
      log: () => undefined,
    };
    expect(answerKeptPagesFirst(app, options)).toBe(app);
  });
});
