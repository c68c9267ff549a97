import crypto from 'node:crypto';
import type { Response } from 'express';

/** A JSON body serialized once, with the ETag Express would have computed for it on every send. */
export interface JsonAnswer {
  body: Buffer;
  etag: string;
}

export function jsonAnswer(value: unknown): JsonAnswer {
  // A Buffer, so that sending it neither re-encodes the text nor measures it again.
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  // Express's default ("weak") ETag: W/"<byte length in hex>-<first 27 characters of base64 SHA-1>".
  const hash = crypto.createHash('sha1').update(body).digest('base64').slice(0, 27);
  return { body, etag: `W/"${body.length.toString(16)}-${hash}"` };
}

/**
 * Sends a cached answer as `res.json` would, without serializing or hashing it again. With the ETag
 * already set, Express's `send` still compares it with If-None-Match and answers 304 when it matches.
 */
export function sendJsonAnswer(res: Response, answer: JsonAnswer): void {
  res.set({ 'Content-Type': 'application/json; charset=utf-8', ETag: answer.etag }).send(answer.body);
}
