import { z } from 'zod';

// POST /api/admin/posts/:slug/newsletter (CONTRACT section 12): `{test: true}` sends the post to the
// signed-in admin only; `{}` sends it to every confirmed subscriber.
export const newsletterSendSchema = z.object({
  test: z.boolean({ error: 'Test must be true or false' }).optional(),
});

export type NewsletterSendInput = z.infer<typeof newsletterSendSchema>;
