import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaItem, MediaLibraryItem } from '@shared/api-types';
import { toast } from '@/hooks/use-toast';
import { adminRequest, refreshAfterAdminChange } from '../api/admin-fetch';

const mediaUrl = (id: string) => `/api/admin/media/${encodeURIComponent(id)}`;

/** PATCH /api/admin/media/:id {alt}; field errors stay with the caller's form. */
export function useSaveAlt(item: MediaLibraryItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (alt: string) => {
      const res = await adminRequest('PATCH', mediaUrl(item.id), { alt });
      return (await res.json()) as MediaItem;
    },
    onSuccess: () => {
      toast({ title: 'Alt text saved' });
      return refreshAfterAdminChange(queryClient);
    },
  });
}

/** DELETE /api/admin/media/:id; a 409 (still shown by posts) is left to the dialog to explain. */
export function useDeleteMedia(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: MediaLibraryItem) => adminRequest('DELETE', mediaUrl(item.id)),
    onSuccess: () => {
      onDone();
      toast({ title: 'Image deleted', description: 'The image and all its sizes have been removed.' });
      return refreshAfterAdminChange(queryClient);
    },
  });
}
