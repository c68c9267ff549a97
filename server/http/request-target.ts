import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/**
 * Refuses a request whose target is not a path (issue 34): an absolute URL (`GET
 * http://host/unsubscribe/<token> HTTP/1.1`), which only proxies are sent, or an authority. Express
 * would route an absolute URL by its path, around the kept pages and whatever a proxy in front
 * checks by path; no browser sends one to an origin server, so it is answered 400 and routed
 * nowhere. Its log line holds the path alone, the secret redacted (server/log/request-log.ts).
 */
export const pathTargetsOnly: RequestHandler = (req, _res, next) => {
  if (req.originalUrl.startsWith('/')) next();
  else next(new HttpError(400, 'Bad request target'));
};
