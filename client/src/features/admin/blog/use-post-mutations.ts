import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPost } from '@shared/api-types';
import { toast } from '@/hooks/use-toast';
import { adminRequest, refreshAfterAdminChange } from '../api/admin-fetch';

const postUrl = (slug: string) => `/api/admin/posts/${encodeURIComponent(slug)}`;

/** The list's Publish/Unpublish toggle (SPEC section 4): publish stamps now, unpublish clears the date. */
export function useTogglePostStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: AdminPost) => {
      const publish = post.status !== 'published';
      return adminRequest('PATCH', postUrl(post.slug), {
        status: publish ? 'published' : 'draft',
        publishedAt: publish ? new Date().toISOString() : null,
      });
    },
    onSuccess: (_res, post) => {
      const published = post.status !== 'published';
      toast({ title: published ? 'Post published successfully' : 'Post saved as draft successfully' });
      return refreshAfterAdminChange(queryClient);
    },
    onError: () => {
      toast({
        title: 'Update Failed',
        description: 'Failed to update post status. Please try again.',
        variant: 'destructive',
      });
    },
  });
}

export function useDeletePost(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: AdminPost) => adminRequest('DELETE', postUrl(post.slug)),
    onSuccess: () => {
      onDone();
      toast({ title: 'Post Deleted', description: 'Blog post has been deleted successfully.' });
      return refreshAfterAdminChange(queryClient);
    },
    onError: () => {
      toast({
        title: 'Delete Failed',
        description: 'Failed to delete blog post. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
