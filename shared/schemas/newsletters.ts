import { z } from 'zod';
import { lineString } from './fields';

// POST /api/admin/posts/:slug/newsletter (CONTRACT section 12): `{test: true}` sends the post to the
// signed-in admin only; `{}` sends it to every confirmed subscriber. Issue 35 adds staff's own
// subject and preview text (else the post's title and excerpt) and a time to send it.

export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_PREVIEW_MAX = 200;

const words = {
  subject: lineString('Subject must be text')
    .pipe(z.string().min(1, { error: 'Subject is required' }))
    .pipe(z.string().max(NEWSLETTER_SUBJECT_MAX, { error: `At most ${NEWSLETTER_SUBJECT_MAX} characters` }))
    .optional(),
  previewText: lineString('Preview text must be text')
    .pipe(z.string().max(NEWSLETTER_PREVIEW_MAX, { error: `At most ${NEWSLETTER_PREVIEW_MAX} characters` }))
    .optional(),
};

/** The words of a newsletter, for the preview (GET .../newsletter/preview takes them as a query). */
export const newsletterWordsSchema = z.object(words).strict();
export type NewsletterWords = z.infer<typeof newsletterWordsSchema>;

export const newsletterSendSchema = z
  .object({
    test: z.boolean({ error: 'Test must be true or false' }).optional(),
    ...words,
    /** When to send; must be in the future (the service checks against its clock). */
    sendAt: z.iso
      .datetime({ offset: true, error: 'Send time must be a date and time with its offset' })
      .transform((value) => new Date(value))
      .optional(),
  })
  .strict();

export type NewsletterSendInput = z.input<typeof newsletterSendSchema>;
export type NewsletterSendParsed = z.output<typeof newsletterSendSchema>;
