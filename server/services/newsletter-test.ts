import { eq } from 'drizzle-orm';
import { adminUsers, posts } from '../../shared/schema';
import type { Db } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import { queueMessage } from '../mail';
import { personalize, renderNewsletter } from '../newsletters/newsletter-message';
import type { NewsletterSite } from './newsletter-delivery';

// "Send test to me" (CONTRACT section 12): the post exactly as subscribers will get it, to the
// signed-in admin only. Its unsubscribe link carries no subscriber's token.

// A test's unsubscribe link names no subscriber: the page it opens says the link is invalid.
const testUnsubscribeLink = (siteUrl: string) => `${siteUrl}/unsubscribe/test-message`;

/** The admin's own e-mail address (CONTRACT section 11's account setting), or null. */
export async function adminEmail(db: Db, username: string): Promise<string | null> {
  const [admin] = await db
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.username, username))
    .limit(1);
  return admin?.email ?? null;
}

export async function sendTestNewsletter(db: Db, slug: string, username: string, site: NewsletterSite) {
  return db.transaction(async (tx) => {
    const [post] = await tx.select().from(posts).where(eq(posts.slug, slug)).limit(1);
    if (!post) throw notFound('Post not found');
    const to = await adminEmail(tx, username);
    if (!to)
      throw new HttpError(
        400,
        'Your account has no e-mail address: add one in Settings to send yourself a test.',
      );
    const stored = await renderNewsletter(tx, post, site);
    await queueMessage(tx, {
      kind: 'newsletter-test',
      to,
      ...personalize(stored, site.siteUrl, testUnsubscribeLink(site.siteUrl)),
    });
    return { to };
  });
}
