import { useQuery } from '@tanstack/react-query';
import type { AdminPost } from '@shared/api-types';
import { adminQueries } from '../api/admin-queries';
import { NewsletterStatus } from './newsletter-status';
import { SendNewsletterButton } from './send-newsletter-button';

/**
 * The editor's newsletter corner. It reads the post from the admin query, which a send refreshes,
 * rather than the editor's saved copy, which only a save changes.
 */
export function PostNewsletterPanel({ post: saved }: { post: AdminPost }) {
  const post = useQuery(adminQueries.post(saved.slug)).data ?? saved;
  if (post.status !== 'published') return null;
  return (
    <div className="grid gap-2">
      <SendNewsletterButton post={post} variant="ghost" />
      {post.newsletter && <NewsletterStatus summary={post.newsletter} />}
    </div>
  );
}
