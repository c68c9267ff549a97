import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import accepts from 'accepts';
import fresh from 'fresh';
import vary from 'vary';

/**
 * A finished body made once, with the ETag Express would have computed for it on every send, and
 * its compressed forms, each made the first time a client asks for it and then kept with the answer.
 */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

export function cachedAnswer(body: Buffer): CachedAnswer {
  // Express's default ("weak") ETag: W/"<byte length in hex>-<first 27 characters of base64 SHA-1>".
  const hash = crypto.createHash('sha1').update(body).digest('base64').slice(0, 27);
  return { body, etag: `W/"${body.length.toString(16)}-${hash}"` };
}

// As the compression middleware decides (server/app.ts): smaller bodies gain nothing worth the work.
const COMPRESS_FROM_BYTES = 1024;
// Brotli at the middleware's quality plus one: made once per answer rather than once per request.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

function encoded(req: IncomingMessage, answer: CachedAnswer): ['br' | 'gzip', Buffer] | undefined {
  if (answer.body.length < COMPRESS_FROM_BYTES || !req.headers['accept-encoding']) return undefined;
  // As Express's req.acceptsEncodings, which is this same call.
  const encoding = accepts(req).encodings(['br', 'gzip', 'identity']);
  if (encoding === 'br') return ['br', (answer.br ??= zlib.brotliCompressSync(answer.body, BROTLI))];
  if (encoding === 'gzip') return ['gzip', (answer.gzip ??= zlib.gzipSync(answer.body))];
  return undefined;
}

/**
 * Express's req.fresh for an answer whose only validator is `etag`: a GET or HEAD whose
 * If-None-Match matches it, for a 2xx (a 404 page is sent in full, as Express does).
 */
function isFresh(req: IncomingMessage, status: number, etag: string): boolean {
  if (!req.headers['if-none-match'] || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  return status >= 200 && status < 300 && fresh(req.headers, { etag });
}

/**
 * Sends a cached answer as `res.send` and the compression middleware would, without hashing or
 * compressing it again, and without `res.send`'s work of finding out what the body is: 304 to a
 * matching If-None-Match, no body to a HEAD, and a Content-Encoding the compression middleware
 * leaves alone. Plain Node request and response: kept pages are sent before Express sees them
 * (server/web/kept-pages.ts).
 */
export function sendCachedAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
  type: string,
): void {
  // setHeader, not res.set: the values are final, with nothing for Express to work out per request.
  res.setHeader('ETag', answer.etag);
  // The answer differs by Accept-Encoding. A page answers before the compression middleware,
  // which would have said so; for JSON, vary() keeps the one header it already set.
  vary(res, 'Accept-Encoding');
  if (isFresh(req, res.statusCode, answer.etag)) {
    // A 304 carries no body, so no type, length or encoding either.
    res.statusCode = 304;
    res.end();
    return;
  }
  const compressed = encoded(req, answer);
  const body = compressed ? compressed[1] : answer.body;
  res.setHeader('Content-Type', type);
  if (compressed) res.setHeader('Content-Encoding', compressed[0]);
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}
