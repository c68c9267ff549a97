import { describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../server/app';
import { signedInRouter } from '../../../server/admin-api';
import { createCsrf } from '../../../server/accounts/csrf';
import { adminRoutes, permissionOf, routeKey, type AdminRoute } from '../../../server/roles';
import { ROUTE_PERMISSIONS } from '../../../server/roles/route-permissions';
import { can, FORBIDDEN_MESSAGE, ROLES, type Role } from '../../../shared/roles';
import { insertAdmin, signIn, type SignedIn } from '../../helpers/admin-agent';
import { useTestApp, type TestContext } from '../../helpers/test-app';

// CONTRACT section 16: every admin route, read from the server's own router (a route added later is
// walked without editing this file), for every role. A role the table allows never meets 403; any
// other gets 403 with the section's message, and writes nothing.

const ctx = useTestApp();
const PASSWORD = 'Solidarity-2025!';

const depsOf = (c: TestContext, log = (err: unknown) => c.serverErrors.push(err)) => ({
  database: c.database,
  config: c.config,
  sessionSecret: 'test-session-secret-0123456789abcdef',
  log,
});

/** The admin API's routes as the server mounts them. */
const allRoutes = (): AdminRoute[] =>
  adminRoutes(signedInRouter(depsOf(ctx), createCsrf(ctx.config, depsOf(ctx).sessionSecret)));

// A value for each path parameter: names nothing, so an allowed request is a 400 or a 404.
const pathOf = (route: AdminRoute) => `/api/admin${route.path.replace(/:(\w+)/g, 'walk-$1')}`;

/** Every table's row count but the session's and the counters': what a refused request must not change. */
async function snapshot(): Promise<Record<string, number>> {
  const { rows } = await ctx.database.raw.query(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = rows.map((row) => String(row.name)).filter((t) => !['session', 'rate_limits'].includes(t));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows: n } = await ctx.database.raw.query(`SELECT count(*)::int AS n FROM "${table}"`);
    counts[table] = Number(n[0].n);
  }
  const audit = await ctx.database.raw.query('SELECT max(id) AS last FROM audit_log');
  counts['audit_log.last'] = Number(audit.rows[0].last ?? 0);
  return counts;
}

interface Mismatch {
  route: string;
  role: Role;
  status: number;
}

/**
 * Calls every route as every role on `app`: answers the routes whose answer disagrees with
 * `expected`, and checks the refused ones wrote nothing.
 */
async function walk(app: App, routes: AdminRoute[], expected = can): Promise<Mismatch[]> {
  const mismatches: Mismatch[] = [];
  for (const role of ROLES) {
    const credentials = { username: `walk-${role}`, password: PASSWORD, role };
    await insertAdmin(ctx.db, credentials).catch(() => undefined);
    let signedIn: SignedIn = await signIn(app, credentials);
    const call = (route: AdminRoute) =>
      signedIn.agent[route.method.toLowerCase() as 'get'](pathOf(route))
        .set('X-CSRF-Token', signedIn.csrfToken)
        .send(route.method === 'GET' ? undefined : {});
    const refused = routes.filter((route) => !expected(role, permissionOf(route)));
    const before = await snapshot();
    for (const route of refused) {
      const res = await call(route);
      if (res.status !== 403 || res.body.message !== FORBIDDEN_MESSAGE)
        mismatches.push({ route: routeKey(route), role, status: res.status });
    }
    expect(await snapshot(), `what ${role}'s refused requests wrote`).toEqual(before);
    for (const route of routes.filter((r) => expected(role, permissionOf(r)))) {
      const res = await call(route);
      if (res.status === 403) mismatches.push({ route: routeKey(route), role, status: res.status });
      // Signing out (or a credential change) ends the session: the walk signs in again.
      if ((await signedIn.agent.get('/api/admin/session')).status === 401)
        signedIn = await signIn(app, credentials);
    }
  }
  return mismatches;
}

describe('every admin route for every role', () => {
  it('reads the routes from the server: the section 16 routes are among them, each listed once', () => {
    const keys = allRoutes().map(routeKey);
    expect(keys.length).toBeGreaterThan(60);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /users',
        'PATCH /users/:username',
        'POST /invitations',
        'DELETE /invitations/:id',
        'GET /audit',
        'POST /account/two-factor/enable',
      ]),
    );
    // Every entry of the table names a route that exists: a renamed route cannot leave a stale one.
    expect(Object.keys(ROUTE_PERMISSIONS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('lets each role use what the table allows and refuses the rest with 403, writing nothing', async () => {
    expect(await walk(ctx.app, allRoutes())).toEqual([]);
  }, 240_000);

  it('catches a route whose permission entry is removed: editors meet 403 on it', async () => {
    const removed = 'GET /posts';
    const permission = ROUTE_PERMISSIONS[removed];
    delete ROUTE_PERMISSIONS[removed];
    let app: App;
    try {
      app = createApp(depsOf(ctx));
    } finally {
      ROUTE_PERMISSIONS[removed] = permission;
    }
    const routes = allRoutes().filter((route) => routeKey(route) === removed);
    expect(await walk(app, routes)).toEqual([{ route: removed, role: 'editor', status: 403 }]);
  }, 60_000);
});
