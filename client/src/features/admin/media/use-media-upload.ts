import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaItem } from '@shared/api-types';
import { toast } from '@/hooks/use-toast';
import { mediaKeys } from './media-queries';
import { isAbort, uploadErrorMessage, uploadMedia } from './upload-media';

export interface UploadInProgress {
  id: number;
  name: string;
  fraction: number;
}

let nextUploadId = 1;

/**
 * Uploads with their progress, for any screen that sends images: failures become a toast with the
 * server's reason, successes refresh the library, and leaving the screen cancels what is in flight.
 */
export function useMediaUpload() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);
  const controllers = useRef(new Map<number, AbortController>());

  useEffect(() => {
    const inFlight = controllers.current;
    return () => inFlight.forEach((c) => c.abort());
  }, []);

  const upload = useCallback(
    async (file: File, alt?: string): Promise<MediaItem | null> => {
      const id = nextUploadId++;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      const setFraction = (fraction: number) =>
        setUploads((list) => list.map((u) => (u.id === id ? { ...u, fraction } : u)));
      setUploads((list) => [...list, { id, name: file.name || 'image', fraction: 0 }]);
      try {
        const item = await uploadMedia(file, { alt, onProgress: setFraction, signal: controller.signal });
        await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
        return item;
      } catch (error) {
        if (!isAbort(error)) {
          toast({ title: 'Upload failed', description: uploadErrorMessage(error), variant: 'destructive' });
        }
        return null;
      } finally {
        controllers.current.delete(id);
        setUploads((list) => list.filter((u) => u.id !== id));
      }
    },
    [queryClient],
  );

  /** Stops sending a file; once every byte is sent the server is already resizing it, so too late. */
  const cancel = useCallback((id: number) => controllers.current.get(id)?.abort(), []);

  return { upload, uploads, cancel };
}
