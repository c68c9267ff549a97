import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ACCEPT_ATTRIBUTE } from './media-rules';
import { UploadProgress } from './upload-progress';
import { useMediaUpload } from './use-media-upload';

/** /admin/media's "Upload images": several files at once, each with its own progress bar. */
export function MediaUploadButton() {
  const input = useRef<HTMLInputElement>(null);
  const { upload, uploads, cancel } = useMediaUpload();

  async function send(files: File[]) {
    const done = await Promise.all(files.map((file) => upload(file)));
    const count = done.filter(Boolean).length;
    if (count > 0) toast({ title: count === 1 ? 'Image uploaded' : `${count} images uploaded` });
  }

  return (
    <div className="grid justify-items-end gap-2">
      <Button size="sm" onClick={() => input.current?.click()}>
        Upload images
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        multiple
        hidden
        aria-label="Upload images"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) void send(files);
        }}
      />
      <div className="w-64 max-w-full">
        <UploadProgress uploads={uploads} onCancel={cancel} />
      </div>
    </div>
  );
}
