// A cached answer (server/cache/cached-answer.ts) is sent without res.send's work: its ETag must be
// the one Express would have computed, and its 304, HEAD and compressed forms what Express and the
// compression middleware would have sent. Plain Node request and response, as for kept pages.
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cachedAnswer, sendCachedAnswer, type CachedAnswer } from '../../server/cache/cached-answer';

const TYPE = 'text/plain; charset=utf-8';

/** A server that sends `answer` with `status`, as the kept pages and the JSON routes do. */
function server(answer: CachedAnswer, status = 200, before?: (res: ServerResponse) => void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    res.statusCode = status;
    before?.(res);
    sendCachedAnswer(req, res, answer, TYPE);
  };
}

describe('a cached answer', () => {
  it("has the ETag Express's res.send computes for the same bytes", async () => {
    const app = express();
    app.get('/:size', (req, res) => {
      res.send(Buffer.alloc(Number(req.params.size), 'a'));
    });
    for (const size of [0, 5, 2000]) {
      const express = await request(app).get(`/${size}`);
      expect(cachedAnswer(Buffer.alloc(size, 'a')).etag).toBe(express.headers.etag);
    }
  });
});

describe('sending a cached answer', () => {
  const big = cachedAnswer(Buffer.from('Kept words. '.repeat(200)));

  it('answers 304 only to a GET or HEAD whose If-None-Match matches, for a 2xx', async () => {
    const get = await request(server(big)).get('/').set('If-None-Match', big.etag);
    expect(get.status).toBe(304);
    expect(get.headers['content-type']).toBeUndefined();
    const head = await request(server(big)).head('/').set('If-None-Match', big.etag);
    expect(head.status).toBe(304);

    // Another method, another ETag, or a status outside 2xx: the answer in full, as Express does.
    const post = await request(server(big)).post('/').set('If-None-Match', big.etag);
    expect(post.status).toBe(200);
    expect(post.text).toBe(big.body.toString());
    const other = await request(server(big)).get('/').set('If-None-Match', 'W/"5-other"');
    expect(other.status).toBe(200);
    for (const status of [300, 404]) {
      const res = await request(server(big, status)).get('/').set('If-None-Match', big.etag);
      expect(res.status).toBe(status);
      expect(res.text).toBe(big.body.toString());
    }
  });

  it('compresses from 1024 bytes, in the encoding the client prefers, and keeps each form made', async () => {
    const answer = (size: number) => cachedAnswer(Buffer.alloc(size, 'b'));
    const get = (sent: CachedAnswer, accept: string) =>
      request(server(sent)).get('/').set('Accept-Encoding', accept);
    const small = answer(1023);
    const res = await get(small, 'gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe('1023');

    // supertest decodes the body; the length on the wire is the kept compressed form's.
    const edge = answer(1024);
    const gzip = await get(edge, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(edge.body.toString());
    const kept = edge.gzip as Buffer;
    expect(zlib.gunzipSync(kept)).toEqual(edge.body);
    expect(gzip.headers['content-length']).toBe(String(kept.length));
    await get(edge, 'gzip');
    expect(edge.gzip).toBe(kept);

    // Brotli first when any encoding will do.
    const both = await get(edge, '*');
    expect(both.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(edge.br as Buffer)).toEqual(edge.body);
    expect(both.headers['content-length']).toBe(String(edge.br?.length));
    expect((await get(edge, 'gzip;q=0.5, br;q=0.1')).headers['content-encoding']).toBe('gzip');
    // The plain bytes rather: as the compression middleware, which offers identity too.
    for (const accept of ['identity', 'gzip;q=0, br;q=0', 'gzip;q=0.5, identity']) {
      const plain = await get(edge, accept);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-length']).toBe('1024');
      expect(plain.text).toBe(edge.body.toString());
    }
  });

  it('answers HEAD with the headers of a GET and no body', async () => {
    const res = await request(server(big)).head('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(TYPE);
    expect(res.headers['content-length']).toBe(String(big.body.length));
    expect(res.headers.etag).toBe(big.etag);
  });

  it('adds Accept-Encoding to a Vary header already set', async () => {
    const res = await request(server(big, 200, (r) => r.setHeader('Vary', 'Origin'))).get('/');
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
  });
});
