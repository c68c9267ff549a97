import type { Request } from 'express';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DELEGATE_NOT_FOUND } from '../../shared/delegates';
import { delegates } from '../../shared/schema';
import { currentAdmin } from '../accounts';
import { HttpError } from '../http/errors';

/**
 * Who asks, and which delegates they may reach (CONTRACT section 16): an admin every one, any
 * other role that reaches a delegate route (a coordinator) only those they own; the others answer
 * 404, as if they did not exist.
 */
export interface Scope {
  actor: string;
  /** Set for a role limited to its own delegates: their username. */
  ownOnly?: string;
}

export function scopeOf(req: Request): Scope {
  const { username, role } = currentAdmin(req);
  return role === 'admin' ? { actor: username } : { actor: username, ownOnly: username };
}

/** The condition that keeps a query to what the scope may reach. */
export const withinScope = (scope: Scope): SQL | undefined =>
  scope.ownOnly === undefined ? undefined : eq(delegates.owner, scope.ownOnly);

export const delegateNotFound = () => new HttpError(404, DELEGATE_NOT_FOUND);

/** A 400 on one field, in CONTRACT section 2's shape. */
export const fieldError = (path: string, message: string) => new HttpError(400, message, [{ path, message }]);

/** Route ids that are not UUIDs are simply unknown (and never reach PostgreSQL's uuid parser). */
export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** lower(column) = lower(value): filters and matching on names are case-insensitive. */
export const sameText = (column: PgColumn, value: string) => sql`lower(${column}) = lower(${value})`;
