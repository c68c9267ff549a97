import type { App } from '../../server/app';
import request from 'supertest';
import { beforeEach } from 'vitest';
import type { Db } from '../../server/db/client';
import { adminUsers } from '../../shared/schema';
import { fixtureHash } from './fixture-hash';

export const TEST_ADMIN = { username: 'campaign-admin', password: 'Solidarity-2025!' };

export interface Credentials {
  username: string;
  password: string;
  /** The account's role (CONTRACT section 16); `admin` when left out. */
  role?: string;
}

/** Inserts an admin row directly (the tables are emptied before each test). */
export async function insertAdmin(db: Db, credentials: Credentials = TEST_ADMIN): Promise<number> {
  const [row] = await db
    .insert(adminUsers)
    .values({
      username: credentials.username,
      passwordHash: fixtureHash(credentials.password),
      role: credentials.role ?? 'admin',
    })
    .returning({ id: adminUsers.id });
  return row.id;
}

/** `name=value` of a cookie the response set, or undefined. */
export function setCookie(res: request.Response, name: string): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const line = header?.find((c) => c.startsWith(`${name}=`));
  return line?.split(';')[0];
}

/** The full Set-Cookie line of a cookie, attributes included, or undefined. */
export function setCookieLine(res: request.Response, name: string): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((c) => c.startsWith(`${name}=`));
}

export interface SignedIn {
  /** Keeps the session and csrf-token cookies between requests, as a browser would. */
  agent: ReturnType<typeof request.agent>;
  /** The csrf-token cookie's value, to send as X-CSRF-Token on mutations. */
  csrfToken: string;
  /** The session cookie as `name=value`, for requests built by hand. */
  sessionCookie: string;
  /** A Cookie header with both cookies, for requests built by hand. */
  cookieHeader: string;
}

/** Signs in through POST /api/admin/login and returns the agent with its CSRF token. */
export async function signIn(app: App, credentials: Credentials = TEST_ADMIN): Promise<SignedIn> {
  const agent = request.agent(app);
  const res = await agent
    .post('/api/admin/login')
    .send({ username: credentials.username, password: credentials.password });
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${res.text}`);
  const csrf = setCookie(res, 'csrf-token');
  const sessionCookie = setCookie(res, 'sid');
  if (!csrf || !sessionCookie) throw new Error('Sign-in set no session or csrf-token cookie');
  const csrfToken = decodeURIComponent(csrf.slice('csrf-token='.length));
  return { agent, csrfToken, sessionCookie, cookieHeader: `${sessionCookie}; ${csrf}` };
}

/** Creates the test admin and signs in: the usual first line of an admin test. */
export async function adminAgent(
  ctx: { app: App; db: Db },
  credentials: Credentials = TEST_ADMIN,
): Promise<SignedIn> {
  await insertAdmin(ctx.db, credentials);
  return signIn(ctx.app, credentials);
}

/**
 * The usual set-up of an admin test file: the test admin, signed in afresh before each test (after
 * useTestApp has emptied the tables). Call it after useTestApp; read it inside tests and hooks.
 */
export function useSignedInAdmin(ctx: { app: App; db: Db }): SignedIn {
  let current: SignedIn | undefined;
  beforeEach(async () => {
    current = await adminAgent(ctx);
  });
  const signedIn = (): SignedIn => {
    if (!current) throw new Error('The signed-in admin exists inside a test only (it signs in before each).');
    return current;
  };
  return {
    get agent() {
      return signedIn().agent;
    },
    get csrfToken() {
      return signedIn().csrfToken;
    },
    get sessionCookie() {
      return signedIn().sessionCookie;
    },
    get cookieHeader() {
      return signedIn().cookieHeader;
    },
  };
}
