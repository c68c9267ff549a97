import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/**
 * The public forms' hidden `website` field (SPEC section 3): people leave it empty, bots fill it. A
 * filled one is refused before anything else is looked at, with the answer of any bad input.
 */
export const honeypot: RequestHandler = (req, _res, next) => {
  const website = (req.body as { website?: unknown }).website;
  if (website !== undefined && website !== null && website !== '') {
    next(new HttpError(400, 'Invalid submission', [{ path: 'website', message: 'Invalid submission' }]));
    return;
  }
  next();
};
