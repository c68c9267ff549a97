import { eq, sql } from 'drizzle-orm';
import { adminUsers } from '../../shared/schema';
import type { Db, RawQuery } from '../db/client';

// The one rule for "is this session still good" (issue 21): the account exists, is enabled, and its
// credential epoch is the one stamped into the session at sign-in. Every credential change goes
// through changeCredentials, which moves the epoch on, so a sign-in that was inside bcrypt while
// the change committed ends up with a stale epoch and is refused on its very next request, even if
// its session row was written after the change deleted the others.

export interface CredentialChange {
  /** A new bcrypt hash (password change, password reset). */
  passwordHash?: string;
  /** Disabling or enabling the account. */
  disabled?: boolean;
  /** Turning two-factor sign-in on (the sealed secret) or off (null). */
  twoFactorSecret?: string | null;
  twoFactorPendingSecret?: string | null;
  twoFactorLastStep?: number | null;
}

export interface ChangeOptions {
  /** The session that made a change to its own account and stays signed in (a password change). */
  keepSessionId?: string;
}

/**
 * Changes an admin's credentials and ends every session of theirs but `keepSessionId`, which is
 * stamped with the new epoch. Answers the new epoch, or undefined for an unknown admin. Run it in
 * the transaction of the change's audit row; on its own it opens one.
 */
export async function changeCredentials(
  db: Db,
  adminId: number,
  change: CredentialChange,
  { keepSessionId }: ChangeOptions = {},
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminUsers)
      .set({ ...change, credentialEpoch: sql`${adminUsers.credentialEpoch} + 1` })
      .where(eq(adminUsers.id, adminId))
      .returning({ epoch: adminUsers.credentialEpoch });
    if (!row) return undefined;
    await tx.execute(
      sql`DELETE FROM "session" WHERE (sess -> 'admin' ->> 'id') = ${String(adminId)}
          AND sid IS DISTINCT FROM ${keepSessionId ?? null}`,
    );
    if (keepSessionId) {
      await tx.execute(
        sql`UPDATE "session"
            SET sess = jsonb_set(sess::jsonb, '{credentialEpoch}', to_jsonb(${row.epoch}::int))::json
            WHERE sid = ${keepSessionId}`,
      );
    }
    return row.epoch;
  });
}

/** The account as the per-request check reads it. */
export interface AccountNow {
  role: string;
  /** Whether the account signs in with a second factor. */
  twoFactor: boolean;
}

// Past its end date (CONTRACT section 16) an account is as good as disabled. The moment is the
// server's clock, passed in, so that every check (and a test's set clock) agrees.
const WITHIN_ACCESS = '(access_until IS NULL OR access_until > $3)';

/**
 * The per-request check: one read of the admin's row by its primary key. The account's role as it
 * is now (a role change counts from the very next request) and whether it has two-factor, or
 * undefined when the admin is gone, disabled, past its end date, or has changed credentials since
 * `epoch` was stamped.
 */
export async function sessionStillGood(
  raw: RawQuery,
  adminId: number,
  epoch: number,
): Promise<AccountNow | undefined> {
  const { rows } = await raw.query(
    `SELECT role, two_factor_secret IS NOT NULL AS two_factor FROM admin_users
     WHERE id = $1 AND NOT disabled AND credential_epoch = $2 AND ${WITHIN_ACCESS}`,
    [adminId, epoch, new Date()],
  );
  const row = rows[0] as { role: string; two_factor: boolean } | undefined;
  return row && { role: row.role, twoFactor: row.two_factor };
}

/**
 * The sign-in's second look, after bcrypt and once its session is stored: the same rule, and the
 * sign-in time recorded in the same statement. The account as it is now (a role changed during the
 * sign-in is the one answered), or undefined when it changed meanwhile; the caller then ends the
 * new session.
 */
export async function confirmSignIn(
  raw: RawQuery,
  adminId: number,
  epoch: number,
): Promise<AccountNow | undefined> {
  const { rows } = await raw.query(
    `UPDATE admin_users SET last_login_at = now()
     WHERE id = $1 AND NOT disabled AND credential_epoch = $2 AND ${WITHIN_ACCESS}
     RETURNING role, two_factor_secret IS NOT NULL AS two_factor`,
    [adminId, epoch, new Date()],
  );
  const row = rows[0] as { role: string; two_factor: boolean } | undefined;
  return row && { role: row.role, twoFactor: row.two_factor };
}
