import type { AdminPost } from '@shared/api-types';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDeletePost } from './use-post-mutations';

interface DeletePostDialogProps {
  /** The post to delete; null keeps the dialog closed. */
  post: AdminPost | null;
  onClose: () => void;
}

/** SPEC section 2: deletion is permanent, so it asks first. */
export function DeletePostDialog({ post, onClose }: DeletePostDialogProps) {
  const remove = useDeletePost(onClose);
  const close = () => {
    if (!remove.isPending) onClose();
  };
  return (
    <Dialog
      open={post !== null}
      onClose={close}
      title="Delete Blog Post"
      description={
        post ? `Are you sure you want to delete "${post.title}"? This action cannot be undone.` : undefined
      }
    >
      <Button variant="outline" onClick={close} disabled={remove.isPending}>
        Cancel
      </Button>
      <Button variant="destructive" onClick={() => post && remove.mutate(post)} disabled={remove.isPending}>
        {remove.isPending ? 'Deleting...' : 'Delete Post'}
      </Button>
    </Dialog>
  );
}
