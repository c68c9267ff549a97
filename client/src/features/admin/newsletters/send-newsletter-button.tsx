import { useState } from 'react';
import type { AdminPost } from '@shared/api-types';
import { Button, type ButtonProps } from '@/components/ui/button';
import { SendNewsletterDialog } from './send-newsletter-dialog';

/** A post can go out (again) when it is published and has no newsletter that is not cancelled or failed. */
export const canSendNewsletter = (post: AdminPost) =>
  post.status === 'published' &&
  (post.newsletter === null || post.newsletter.status === 'cancelled' || post.newsletter.status === 'failed');

/**
 * "Send as newsletter" and its dialog, on the post list's cards and in the editor. The button goes
 * once the post has a newsletter; the dialog stays open over it, showing the send's progress.
 */
export function SendNewsletterButton({ post, ...props }: { post: AdminPost } & ButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {canSendNewsletter(post) && (
        <Button {...props} onClick={() => setOpen(true)}>
          Send as newsletter
        </Button>
      )}
      <SendNewsletterDialog post={post} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
