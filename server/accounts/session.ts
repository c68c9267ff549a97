import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import type { RawQuery } from '../db/client';
import type { AppDeps } from '../deps';
import type { Config } from '../config/env';

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
    /** The admin's last own request (not a background one), for the idle limit. */
    lastActiveAt: number;
    /** The admin's credential epoch at sign-in (server/accounts/credentials.ts). */
    credentialEpoch: number;
  }
}

const PgStore = connectPgSimple(session);

/**
 * express-session "touches" the store after every request, which would push the idle expiry on
 * for background requests too. requireAdmin moves the expiry itself, and only for the admin's own
 * requests (with an UPDATE that can never bring back a session deleted meanwhile), so touch does
 * nothing here.
 */
class AdminSessionStore extends PgStore {
  override touch(_sid: string, _session: session.SessionData, callback?: () => void): void {
    callback?.();
  }
}

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
  const store = new AdminSessionStore({
    // connect-pg-simple only calls query(text, params) and reads `.rows`: both drivers do that.
    pool: database.raw as unknown as Pool,
    tableName: 'session',
    // The table comes from a migration: connect-pg-simple cannot create it on PGlite.
    createTableIfMissing: false,
    errorLog: (err: unknown) => log(err),
  });
  const middleware = session({
    name: sessionCookieName(config),
    secret: sessionSecret,
    store,
    resave: false,
    // No row and no cookie until someone signs in.
    saveUninitialized: false,
    // The cookie is sent again with every answer, its expiry set by requireAdmin to the session's
    // own deadline (which a background request does not move).
    rolling: true,
    cookie: { ...sessionCookieOptions(config), maxAge: config.sessionIdleMs },
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

/**
 * Records an own action: the idle clock starts again and the store keeps the row until the new
 * deadline. An UPDATE, never an upsert, so a session ended meanwhile (sign-out elsewhere, a
 * credential change) stays ended; answers false then.
 */
export async function markActive(raw: RawQuery, sid: string, now: number, expiresAt: number) {
  const { rows } = await raw.query(
    `UPDATE "session" SET
       sess = jsonb_set(sess::jsonb, '{lastActiveAt}', to_jsonb($2::bigint))::json,
       expire = to_timestamp($3::double precision / 1000)
     WHERE sid = $1
     RETURNING sid`,
    [sid, now, expiresAt],
  );
  return rows.length > 0;
}

/** After a password change or on request: every other sign-in of that admin ends. Answers how many. */
export async function endOtherSessions(raw: RawQuery, adminId: number, keepSid: string): Promise<number> {
  const { rows } = await raw.query(
    `DELETE FROM "session" WHERE (sess -> 'admin' ->> 'id') = $1 AND sid <> $2 RETURNING sid`,
    [String(adminId), keepSid],
  );
  return rows.length;
}
