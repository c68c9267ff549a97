import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { PostStatus } from '@shared/constants';
import type { PostInput } from '@shared/schemas/posts';
import { toast } from '@/hooks/use-toast';
import { adminRequest, refreshAfterAdminChange } from '../api/admin-fetch';

interface SaveArgs {
  payload: PostInput;
  status: PostStatus;
}

/** Creates a post, or updates the one at `slug`, with SPEC section 8's toasts; then back to the list. */
export function useSavePost(slug: string | undefined, onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const creating = slug === undefined;
  return useMutation({
    mutationFn: ({ payload }: SaveArgs) =>
      creating
        ? adminRequest('POST', '/api/admin/posts', payload)
        : adminRequest('PATCH', `/api/admin/posts/${encodeURIComponent(slug)}`, payload),
    onSuccess: (_res, { status }) => {
      const verb = creating ? 'created' : 'updated';
      const outcome = status === 'published' ? 'published' : 'saved as draft';
      toast({
        title: creating ? 'Post created' : 'Post updated',
        description: `Blog post has been ${verb} and ${outcome} successfully.`,
      });
      navigate('/admin/blog');
      return refreshAfterAdminChange(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Save Failed',
        description: 'Failed to save blog post. Please try again.',
        variant: 'destructive',
      });
      onFailure(error);
    },
  });
}
