import express, { type RequestHandler } from 'express';
import { HttpError } from './errors';

const jsonParser = express.json({ limit: '100kb', strict: true });

/**
 * Parses a JSON body (CONTRACT: over 100 kB is 413) and refuses one that is not JSON with 415.
 * A request with no body at all (logout, a DELETE) passes with `{}`.
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is('application/json')) {
    next(new HttpError(415, 'Content-Type must be application/json'));
    return;
  }
  jsonParser(req, res, (err?: unknown) => {
    if (err) return next(err);
    if (req.body === undefined) req.body = {};
    next();
  });
};
