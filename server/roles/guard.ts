import type { Request, RequestHandler, Router } from 'express';
import { can, FORBIDDEN_MESSAGE, type Permission } from '../../shared/roles';
import { TWO_FACTOR_SETUP_REQUIRED } from '../../shared/two-factor';
import { currentAdmin, twoFactorSetupDue } from '../accounts';
import { HttpError } from '../http/errors';
import { ROUTE_PERMISSIONS } from './route-permissions';

/** One route of the admin API as Express holds it: its method and its path under /api/admin. */
export interface AdminRoute {
  method: string;
  path: string;
}

/** The key of a route in ROUTE_PERMISSIONS: `GET /posts/:slug`. */
export const routeKey = ({ method, path }: AdminRoute) => `${method.toUpperCase()} ${path}`;

/** The permission a route needs; undefined for a route the table does not name (admin's alone). */
export const permissionOf = (route: AdminRoute): Permission | undefined => ROUTE_PERMISSIONS[routeKey(route)];

// The parts of Express 5's router (the `router` package) this walks: a layer is a route (its own
// stack has one layer per method) or a router mounted without a path (its stack nests).
interface RouteLayer {
  method?: string;
  handle: RequestHandler;
}
interface Layer {
  route?: { path: unknown; stack: RouteLayer[] };
  handle: { stack?: Layer[] };
}

/** Every route of an admin router, and the layers that run it. */
function* routesOf(stack: Layer[]): Generator<{ route: AdminRoute; layers: RouteLayer[] }> {
  for (const layer of stack) {
    if (layer.route) {
      const { path, stack: layers } = layer.route;
      if (typeof path !== 'string') throw new Error(`An admin route needs a plain path: ${String(path)}`);
      const methods = [...new Set(layers.map((l) => l.method).filter((m): m is string => Boolean(m)))];
      for (const method of methods)
        yield { route: { method, path }, layers: layers.filter((l) => l.method === method) };
    } else if (Array.isArray(layer.handle.stack)) {
      yield* routesOf(layer.handle.stack);
    }
  }
}

/** The admin API's routes, as its router holds them: what the permission tests walk. */
export const adminRoutes = (router: Router): AdminRoute[] =>
  [...routesOf((router as unknown as { stack: Layer[] }).stack)].map(({ route }) => route);

const forbidden = () => new HttpError(403, FORBIDDEN_MESSAGE);
const setUpFirst = () => new HttpError(403, TWO_FACTOR_SETUP_REQUIRED);

/** The refusal this request meets on a route needing `permission`, if any. */
function refusal(req: Request, permission: Permission | undefined): HttpError | undefined {
  // REQUIRE_TWO_FACTOR: an account still to set it up may use only its own account's routes
  // (those of the set-up among them) until it has.
  if (permission !== 'own-account' && twoFactorSetupDue(req)) return setUpFirst();
  return can(currentAdmin(req).role, permission) ? undefined : forbidden();
}

/**
 * Puts the table in front of every route of `router` (the admin API, once all its routers are
 * mounted): each route's handlers run only for a role that holds the route's permission, and a
 * route the table does not name runs for `admin` alone; an account that REQUIRE_TWO_FACTOR sends
 * to the set-up first may use its own account's routes alone. A refusal is a 403 before any
 * handler, so nothing is written.
 */
export function guardAdminRoutes(router: Router): void {
  for (const { route, layers } of routesOf((router as unknown as { stack: Layer[] }).stack)) {
    const permission = permissionOf(route);
    for (const layer of layers) {
      const handle = layer.handle;
      layer.handle = (req, res, next) => {
        const refused = refusal(req, permission);
        return refused ? next(refused) : handle(req, res, next);
      };
    }
  }
}
