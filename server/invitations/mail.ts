import { eq } from 'drizzle-orm';
import { ROLE_LABELS, isRole } from '../../shared/roles';
import { INVITATION_KIND, INVITE_PATH_PREFIX } from '../../shared/invitations';
import { adminInvitations } from '../../shared/schema';
import type { Db } from '../db/client';
import { registerMailRenderer, renderEmail } from '../mail';
import { getSettings } from '../site';
import { invitationToken } from './tokens';
import { usableInvitation } from './invitations';

// The invitation message is built when it is sent and never stored: the outbox row holds the
// invitation's id, and this renderer rebuilds the link from it with the server's secret.

const secrets = new WeakMap<Db, string>();

/** Called once per app with its database and secret, so its sender can rebuild invitation links. */
export function useInvitationSecret(db: Db, secret: string): void {
  secrets.set(db, secret);
}

const dateOf = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);

registerMailRenderer(INVITATION_KIND, async ({ db, config }, ref) => {
  const secret = secrets.get(db);
  if (!secret) throw new Error('No secret registered to rebuild invitation links for this database');
  const invitation = await findInvitation(db, secret, ref);
  // Used, revoked or expired meanwhile: nothing is sent.
  if (!invitation) return null;
  const url = `${config.siteUrl}${INVITE_PATH_PREFIX}${invitation.token}`;
  const role = isRole(invitation.role) ? ROLE_LABELS[invitation.role] : invitation.role;
  const until = invitation.accessUntil
    ? ` The account works until ${dateOf(invitation.accessUntil, config.campaignTimeZone)}.`
    : '';
  const { text, html } = renderEmail({
    heading: 'You are invited to the campaign’s admin area',
    preheader: 'Choose your username and password; the link works once, for 7 days.',
    blocks: [
      { paragraph: `${invitation.invitedBy} invited you to the admin area as ${role}.${until}` },
      { button: { label: 'Accept the invitation', url } },
      {
        paragraph:
          'You choose your own username and password. The link works once, for 7 days, and stops working if the invitation is withdrawn.',
      },
      { paragraph: 'If you did not expect this, you can ignore this message: no account is made.' },
    ],
    reason: 'You received this because a campaign admin invited this address to the admin area.',
    siteUrl: config.siteUrl,
    settings: await getSettings(db),
  });
  return { subject: 'Your invitation to the campaign’s admin area', text, html };
});

async function findInvitation(db: Db, secret: string, ref: string) {
  const id = Number(ref);
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db
    .select({ salt: adminInvitations.salt })
    .from(adminInvitations)
    .where(eq(adminInvitations.id, id));
  if (!row) return undefined;
  const token = invitationToken(secret, id, row.salt);
  const usable = await usableInvitation(db, secret, token);
  return usable && { ...usable, token };
}
