import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVITATION_KIND, INVITATION_TTL_MS, type InvitationView } from '../../shared/invitations';
import { adminInvitations, adminUsers, type AdminInvitation } from '../../shared/schema';
import { hashPassword, recordAudit } from '../accounts';
import type { Db } from '../db/client';
import { queueRenderedMessage } from '../mail';
import { invitationTokenId, invitationTokenMatches, newInvitationSalt } from './tokens';

// Invitations (CONTRACT section 16): an admin invites an address with a role and an optional end
// date; the invited person chooses their own username and password. Open while unused, unrevoked
// and within 7 days; the message is queued in the same transaction as the row.

const toView = (row: AdminInvitation): InvitationView => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
  accessUntil: row.accessUntil?.toISOString() ?? null,
  invitedBy: row.invitedBy,
  createdAt: row.createdAt.toISOString(),
});

const open = (now: Date) =>
  and(
    isNull(adminInvitations.usedAt),
    isNull(adminInvitations.revokedAt),
    gt(adminInvitations.expiresAt, now),
  );

export interface NewInvitation {
  email: string;
  role: string;
  accessUntil: Date | null;
}

/** Writes the invitation, its message and its audit row in one transaction. */
export async function createInvitation(
  db: Db,
  actor: string,
  invite: NewInvitation,
): Promise<InvitationView> {
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminInvitations)
      .values({ ...invite, salt: newInvitationSalt(), invitedBy: actor, expiresAt })
      .returning();
    await queueRenderedMessage(tx, { kind: INVITATION_KIND, to: row.email, ref: String(row.id) });
    // The account concerned has no username yet: its address names it (the trail is admin-only).
    await recordAudit(tx, {
      actor,
      action: 'invitation.send',
      target: row.email,
      details: { invitation: row.id, role: row.role },
    });
    return toView(row);
  });
}

/** The open invitations, newest first: a campaign sends a handful. */
export async function listOpenInvitations(db: Db): Promise<InvitationView[]> {
  const rows = await db
    .select()
    .from(adminInvitations)
    .where(open(new Date()))
    .orderBy(desc(adminInvitations.createdAt), desc(adminInvitations.id));
  return rows.map(toView);
}

/** Revokes an open invitation; false when there is none by that id. */
export async function revokeInvitation(db: Db, actor: string, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(adminInvitations.id, id), open(new Date())))
      .returning({ email: adminInvitations.email });
    if (!row) return false;
    await recordAudit(tx, {
      actor,
      action: 'invitation.revoke',
      target: row.email,
      details: { invitation: id },
    });
    return true;
  });
}

/** The open invitation a token names, if the token is genuine; else undefined. */
export async function usableInvitation(db: Db, secret: string, token: string) {
  const id = invitationTokenId(token);
  if (id === undefined) return undefined;
  const [row] = await db
    .select()
    .from(adminInvitations)
    .where(and(eq(adminInvitations.id, id), open(new Date())))
    .limit(1);
  return row && invitationTokenMatches(secret, token, row.id, row.salt) ? row : undefined;
}

export type AcceptOutcome =
  | { kind: 'invalid' }
  | { kind: 'taken' }
  | { kind: 'done'; account: { id: number; username: string; role: string; credentialEpoch: number } };

/**
 * Creates the invited account (the invited address becomes its e-mail) and uses the invitation up,
 * with its audit row, in one transaction. The row is locked and checked again inside it, so two
 * uses of one token at once make one account.
 */
export async function acceptInvitation(
  db: Db,
  secret: string,
  token: string,
  username: string,
  password: string,
): Promise<AcceptOutcome> {
  if (!(await usableInvitation(db, secret, token))) return { kind: 'invalid' };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: adminInvitations.id })
      .from(adminInvitations)
      .where(eq(adminInvitations.id, invitationTokenId(token) ?? -1))
      .for('update');
    const invitation = await usableInvitation(tx, secret, token);
    if (!invitation) return { kind: 'invalid' } as const;
    const { email, role, accessUntil } = invitation;
    const [account] = await tx
      .insert(adminUsers)
      .values({ username, passwordHash, role, email, accessUntil })
      .onConflictDoNothing({ target: adminUsers.username })
      .returning({
        id: adminUsers.id,
        username: adminUsers.username,
        role: adminUsers.role,
        credentialEpoch: adminUsers.credentialEpoch,
      });
    if (!account) return { kind: 'taken' } as const;
    await tx
      .update(adminInvitations)
      .set({ usedAt: sql`now()` })
      .where(eq(adminInvitations.id, invitation.id));
    await recordAudit(tx, {
      actor: username,
      action: 'invitation.accept',
      target: username,
      details: { invitation: invitation.id, role },
    });
    return { kind: 'done', account } as const;
  });
}
