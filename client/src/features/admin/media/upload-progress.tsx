import { Button } from '@/components/ui/button';

export interface UploadProgressItem {
  name: string;
  fraction: number;
}

/**
 * One bar per upload in flight. The bars carry their value for assistive technology; the live
 * text only says what is being sent, so a screen reader is not read every percent.
 */
export function UploadProgress({
  uploads,
  onCancel,
}: {
  uploads: (UploadProgressItem & { id?: number })[];
  /** Offers "Cancel" beside each upload still sending its bytes. */
  onCancel?: (id: number) => void;
}) {
  return (
    <div aria-live="polite" className="grid gap-2 empty:hidden">
      {uploads.map((upload, index) => {
        const percent = Math.round(upload.fraction * 100);
        const processing = upload.fraction >= 1;
        return (
          <div key={upload.id ?? index} className="grid gap-1">
            <p className="flex justify-between gap-3 text-sm text-slate-700">
              <span className="truncate">
                {processing ? 'Processing' : 'Uploading'} {upload.name}
              </span>
              <span className="flex items-center gap-2">
                <span aria-hidden="true">{processing ? 'Resizing…' : `${percent}%`}</span>
                {onCancel && upload.id !== undefined && !processing && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-7 px-2"
                    onClick={() => onCancel(upload.id!)}
                    aria-label={`Cancel upload of ${upload.name}`}
                  >
                    Cancel
                  </Button>
                )}
              </span>
            </p>
            <progress
              max={100}
              value={percent}
              aria-label={`Uploading ${upload.name}`}
              className="h-2 w-full overflow-hidden rounded-full accent-union-600"
            />
          </div>
        );
      })}
    </div>
  );
}
