import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_KIND } from '../../shared/admin-mail';
import { adminPasswordResets } from '../../shared/schema';
import { resetToken } from './reset-tokens';
import type { Db } from '../db/client';
import { registerMailRenderer, renderEmail } from '../mail';
import { usableReset } from './password-resets';
import { getSettings } from '../site';

// The reset message is built when it is sent and never stored (CONTRACT section 11): the outbox row
// holds the reset's id, and this renderer rebuilds the link from it with the server's secret.

// The secret of the app that owns each database handle: the sender hands the renderer that handle.
const secrets = new WeakMap<Db, string>();

/** Called once per app with its database and secret, so its sender can rebuild reset links. */
export function usePasswordResetSecret(db: Db, secret: string): void {
  secrets.set(db, secret);
}

registerMailRenderer(PASSWORD_RESET_KIND, async ({ db, config }, ref) => {
  const secret = secrets.get(db);
  if (!secret) throw new Error('No secret registered to rebuild password-reset links for this database');
  const reset = await findReset(db, secret, ref);
  // Used, expired, voided by a password change, or the admin disabled: nothing is sent.
  if (!reset) return null;
  const url = `${config.siteUrl}/admin/reset-password/${reset.token}`;
  const { text, html } = renderEmail({
    heading: 'Reset your admin password',
    preheader: 'This link works once, for one hour.',
    blocks: [
      { paragraph: `Someone asked to reset the password of the admin account "${reset.username}".` },
      { button: { label: 'Choose a new password', url } },
      {
        paragraph:
          'The link works once, for one hour, and stops working if the password is changed meanwhile. Setting a new password signs this account out everywhere.',
      },
      {
        paragraph: 'If you did not ask for this, you can ignore this message: your password stays as it is.',
      },
    ],
    reason: 'You received this because a password reset was requested for your admin account.',
    staff: true,
    siteUrl: config.siteUrl,
    settings: await getSettings(db),
  });
  return { subject: 'Reset your admin password', text, html };
});

async function findReset(db: Db, secret: string, ref: string) {
  const id = Number(ref);
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = await db
    .select({ salt: adminPasswordResets.salt })
    .from(adminPasswordResets)
    .where(eq(adminPasswordResets.id, id));
  if (!row) return undefined;
  const token = resetToken(secret, id, row.salt);
  const usable = await usableReset(db, secret, token);
  return usable && { token, username: usable.username };
}
