import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import { SESSION_IDLE_MS } from '../../shared/constants';
import type { RawQuery } from '../db/client';
import type { AppDeps } from '../deps';
import type { Config } from '../env';

/** What a signed-in session holds: who, and when they signed in (for the 12-hour cap). */
export interface SessionAdmin {
  id: number;
  username: string;
  role: string;
}

declare module 'express-session' {
  interface SessionData {
    admin: SessionAdmin;
    loginAt: number;
  }
}

const PgStore = connectPgSimple(session);

/** `__Host-` binds the cookie to this exact origin over HTTPS (no Domain, Path=/, Secure). */
export const sessionCookieName = (config: Config) => (config.secureCookies ? '__Host-sid' : 'sid');

export function sessionCookieOptions(config: Config) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies, path: '/' };
}

/**
 * Sessions in the database's `session` table, so every instance and every restart sees them.
 * Only the admin router mounts this: public reads never touch a session.
 */
export function createSessionMiddleware({ database, config, sessionSecret, log }: AppDeps): RequestHandler {
  const store = new PgStore({
    // connect-pg-simple only calls query(text, params) and reads `.rows`: both drivers do that.
    pool: database.raw as unknown as Pool,
    tableName: 'session',
    // The table comes from a migration: connect-pg-simple cannot create it on PGlite.
    createTableIfMissing: false,
    errorLog: log,
  });
  const middleware = session({
    name: sessionCookieName(config),
    secret: sessionSecret,
    store,
    resave: false,
    // No row and no cookie until someone signs in.
    saveUninitialized: false,
    // Idle timeout: every request pushes the expiry 30 minutes on (CONTRACT section 4).
    rolling: true,
    cookie: { ...sessionCookieOptions(config), maxAge: SESSION_IDLE_MS },
  });
  return (req, res, next) => {
    // Node never terminates TLS here, so an https SITE_URL means a proxy in front does. express-session
    // would drop a Secure cookie whenever that proxy's X-Forwarded-Proto is missing or not trusted.
    if (config.secureCookies) Object.defineProperty(req, 'secure', { value: true, configurable: true });
    middleware(req, res, next);
  };
}

/** A new session id for a sign-in, so an id planted before it is worthless (session fixation). */
export const regenerateSession = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));

export const saveSession = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));

export const destroySession = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));

/** After a password change, every other sign-in of that admin ends: a stolen session stops working. */
export async function endOtherSessions(raw: RawQuery, adminId: number, keepSid: string): Promise<void> {
  await raw.query(`DELETE FROM "session" WHERE (sess -> 'admin' ->> 'id') = $1 AND sid <> $2`, [
    String(adminId),
    keepSid,
  ]);
}
