import type { MediaLibraryItem } from '@shared/api-types';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api';
import { useDeleteMedia } from './use-media-mutations';

interface DeleteMediaDialogProps {
  /** The image to delete; null keeps the dialog closed. */
  item: MediaLibraryItem | null;
  onClose: () => void;
}

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return 'Failed to delete the image. Please try again.';
}

/** Deleting breaks every page that shows the image, so it asks first and says why it refuses. */
export function DeleteMediaDialog({ item, onClose }: DeleteMediaDialogProps) {
  const remove = useDeleteMedia(onClose);
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  const inUse = remove.error instanceof ApiError && remove.error.status === 409;
  return (
    <Dialog
      open={item !== null}
      onClose={close}
      title="Delete Image"
      description={
        <>
          Are you sure you want to delete this image and all its sizes? This action cannot be undone.
          {remove.isError && (
            <span role="alert" className="mt-3 block font-medium text-red-800">
              {failureText(remove.error)}
            </span>
          )}
        </>
      }
    >
      <Button variant="outline" onClick={close} disabled={remove.isPending}>
        {inUse ? 'Close' : 'Cancel'}
      </Button>
      {!inUse && (
        <Button variant="destructive" onClick={() => item && remove.mutate(item)} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete Image'}
        </Button>
      )}
    </Dialog>
  );
}
