import { eq } from 'drizzle-orm';
import { adminUsers, posts } from '../../shared/schema';
import type { Db } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import { queueMessage } from '../mail';
import { personalize, renderNewsletter, type NewsletterWording } from './message';
import type { NewsletterSite } from './delivery';

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

/** A test's subject says it is one (CONTRACT section 12), so nobody takes it for the real send. */
export const TEST_SUBJECT_PREFIX = '[Test] ';

/** The newsletter as it would go out, for the admin's preview at desktop and phone widths. */
export async function previewNewsletter(
  db: Db,
  slug: string,
  site: NewsletterSite,
  wording: NewsletterWording,
) {
  const [post] = await db.select().from(posts).where(eq(posts.slug, slug)).limit(1);
  if (!post) throw notFound('Post not found');
  const stored = await renderNewsletter(db, post, site, wording);
  const { subject, html } = personalize(stored, site.siteUrl, testUnsubscribeLink(site.siteUrl));
  return { subject, previewText: wording.previewText || post.excerpt || '', html };
}

export async function sendTestNewsletter(
  db: Db,
  slug: string,
  username: string,
  site: NewsletterSite,
  wording: NewsletterWording = {},
) {
  return db.transaction(async (tx) => {
    const [post] = await tx.select().from(posts).where(eq(posts.slug, slug)).limit(1);
    if (!post) throw notFound('Post not found');
    const to = await adminEmail(tx, username);
    if (!to)
      throw new HttpError(
        400,
        'Your account has no e-mail address: add one in Settings to send yourself a test.',
      );
    const stored = await renderNewsletter(tx, post, site, wording);
    const message = personalize(stored, site.siteUrl, testUnsubscribeLink(site.siteUrl));
    await queueMessage(tx, {
      kind: 'newsletter-test',
      to,
      ...message,
      subject: `${TEST_SUBJECT_PREFIX}${message.subject}`,
    });
    return { to };
  });
}
