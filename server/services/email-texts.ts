import { eq } from 'drizzle-orm';
import { emailsContent, emailsContentSchema, type EmailsContent } from '../../shared/content/emails';
import { sitePages } from '../../shared/schema';
import type { Db } from '../db/client';

/**
 * The automatic e-mails' words as staff last saved them (the page `emails`, CONTRACT section 13),
 * read in the transaction that queues the message. A stored value that no longer fits the schema
 * (an older shape) falls back to the first words rather than failing the supporter's request.
 */
export async function emailTexts(db: Db): Promise<EmailsContent> {
  const [row] = await db
    .select({ content: sitePages.content })
    .from(sitePages)
    .where(eq(sitePages.key, 'emails'))
    .limit(1);
  const parsed = emailsContentSchema.safeParse(row?.content);
  return parsed.success ? parsed.data : emailsContent;
}
