import { eq } from 'drizzle-orm';
import { emailsContent, emailsContentSchema, type EmailsContent } from '../../shared/content/emails';
import { sitePages } from '../../shared/schema';
import type { Db } from '../db/client';
import type { MailWords } from './messages';
import { getSettings } from '../site';

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

/** The words and the footer's settings (contact address, "Paid for by") as stored now. */
export async function mailWords(db: Db): Promise<MailWords> {
  // One after the other: `db` is often a transaction, whose one connection runs a query at a time.
  return { texts: await emailTexts(db), settings: await getSettings(db) };
}
