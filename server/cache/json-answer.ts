import type { Request, Response } from 'express';
import { cachedAnswer, sendCachedAnswer, type CachedAnswer } from './cached-answer';

/** A JSON body serialized once, with its ETag and compressed forms (server/cache/cached-answer.ts). */
export type JsonAnswer = CachedAnswer;

export function jsonAnswer(value: unknown): JsonAnswer {
  // A Buffer, so that sending it neither re-encodes the text nor measures it again.
  return cachedAnswer(Buffer.from(JSON.stringify(value), 'utf8'));
}

/** Sends a cached answer as `res.json` would, without serializing, hashing or compressing it again. */
export function sendJsonAnswer(req: Request, res: Response, answer: JsonAnswer): void {
  sendCachedAnswer(req, res, answer, 'application/json; charset=utf-8');
}
