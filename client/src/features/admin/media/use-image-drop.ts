import type { ClipboardEvent, DragEvent } from 'react';
import { mediaMarkdown } from './media-rules';
import { UploadProgress } from './upload-progress';
import { useMediaUpload } from './use-media-upload';

export { UploadProgress };

/**
 * Drop or paste images into the content textarea: each is uploaded and its markdown handed to
 * `insert`, in the order they were given. Spread `handlers` on the textarea; render `uploads`
 * with <UploadProgress uploads={uploads} onCancel={cancel}> under it.
 */
export function useImageDropAndPaste(insert: (markdown: string) => void) {
  const { upload, uploads, cancel } = useMediaUpload();

  async function send(files: File[]) {
    const done = await Promise.all(files.map((file) => upload(file)));
    for (const item of done) if (item) insert(mediaMarkdown(item));
  }

  const handlers = {
    onDragOver(event: DragEvent<HTMLTextAreaElement>) {
      // Only a drag that carries files asks to be dropped; dragged text keeps its usual behaviour.
      if (!event.dataTransfer.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDrop(event: DragEvent<HTMLTextAreaElement>) {
      const files = Array.from(event.dataTransfer.files);
      if (files.length === 0) return;
      // Any dropped file is ours: left alone, the browser would open it in place of the editor.
      // One that is not an image is refused by the upload with a toast saying why.
      event.preventDefault();
      void send(files);
    },
    onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
      const files = Array.from(event.clipboardData.files).filter((f) => f.type.startsWith('image/'));
      // Text copied from a word processor often carries a picture of itself: paste the text.
      if (files.length === 0 || event.clipboardData.getData('text/plain')) return;
      event.preventDefault();
      void send(files);
    },
  };

  return { handlers, uploads, cancel };
}
