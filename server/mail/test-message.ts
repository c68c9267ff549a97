import { eq } from 'drizzle-orm';
import { TEST_MESSAGE_KIND } from '../../shared/admin-mail';
import { adminUsers } from '../../shared/schema';
import type { Db } from '../db/client';
import type { Config } from '../config/env';
import { queueMessage, renderEmail } from './';
import { getSettings } from '../site';

/** Queues the Settings card's test message to the admin's own address; undefined when there is none. */
export async function queueTestMessage(db: Db, config: Config, adminId: number): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ email: adminUsers.email, username: adminUsers.username })
      .from(adminUsers)
      .where(eq(adminUsers.id, adminId));
    if (!admin?.email) return undefined;
    const { text, html } = renderEmail({
      heading: 'Your test e-mail arrived',
      blocks: [
        {
          paragraph: `This message was sent from the admin Settings screen by "${admin.username}" to check that the campaign website can deliver e-mail.`,
        },
        {
          paragraph: 'If you can read it, messages to supporters and staff alerts will reach their inboxes.',
        },
        { link: { label: 'Open the Outbox', url: `${config.siteUrl}/admin/outbox` } },
      ],
      reason: 'You received this because you asked for a test e-mail.',
      siteUrl: config.siteUrl,
      settings: await getSettings(tx),
    });
    await queueMessage(tx, {
      kind: TEST_MESSAGE_KIND,
      to: admin.email,
      subject: 'Test e-mail from the campaign website',
      text,
      html,
    });
    return admin.email;
  });
}
