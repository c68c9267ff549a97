import crypto from 'node:crypto';
import { doubleCsrf } from 'csrf-csrf';
import type { Request, RequestHandler, Response } from 'express';
import { CSRF_COOKIE } from '../../shared/constants';
import type { Config } from '../config/env';
import { HttpError } from '../http/errors';

export interface Csrf {
  /** Sets the `csrf-token` cookie; `fresh` forces a new token (at sign-in, for the new session id). */
  issueToken(req: Request, res: Response, fresh?: boolean): string;
  clearToken(res: Response): void;
  /** Refuses a mutation from another site (CONTRACT section 4), sign-in included. */
  refuseCrossSite: RequestHandler;
  /** Refuses a mutation without `X-CSRF-Token` equal to a valid token for this session. */
  requireToken: RequestHandler;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The double-submit token of CONTRACT section 4: the page reads the `csrf-token` cookie and echoes it
 * in `X-CSRF-Token`. The value is an HMAC of the session id, so a cookie planted by another site
 * (or a token from before sign-in, when the id was different) does not pass.
 */
export function createCsrf(config: Config, sessionSecret: string): Csrf {
  // A key of its own, so a CSRF token can never double as a session-cookie signature.
  const secret = crypto.createHmac('sha256', sessionSecret).update('csrf-token').digest('hex');
  // Readable by the page: SPEC has the client copy it into the header.
  const cookieOptions = {
    httpOnly: false,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    path: '/',
  };
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => req.session?.id ?? '',
    cookieName: CSRF_COOKIE,
    cookieOptions,
    getCsrfTokenFromRequest: (req) => req.get('x-csrf-token'),
  });
  const siteOrigin = new URL(config.siteUrl).origin;

  return {
    issueToken: (req, res, fresh = false) => generateCsrfToken(req, res, { overwrite: fresh }),
    clearToken: (res) => res.clearCookie(CSRF_COOKIE, cookieOptions),
    refuseCrossSite: (req, _res, next) => {
      if (SAFE_METHODS.has(req.method) || !isCrossSite(req, siteOrigin)) return next();
      next(new HttpError(403, 'Cross-site request refused'));
    },
    requireToken: (req, _res, next) => {
      if (SAFE_METHODS.has(req.method) || validateRequest(req)) return next();
      next(new HttpError(403, 'Invalid or missing CSRF token'));
    },
  };
}

/** A browser says where a request comes from: a cross-site fetch, or an Origin that is not this site. */
function isCrossSite(req: Request, siteOrigin: string): boolean {
  if (req.get('sec-fetch-site') === 'cross-site') return true;
  const origin = req.get('origin');
  if (origin === undefined || origin === siteOrigin) return false;
  // The site may also be reached by the host the request names (another port, a preview address).
  try {
    return new URL(origin).host !== req.get('host');
  } catch {
    return true; // "null" (sandboxed frame, file://) or garbage
  }
}
