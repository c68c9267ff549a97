import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { MediaLibraryItem } from '@shared/api-types';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format';
import { MediaPager } from './media-pager';
import { MEDIA_PAGE_SIZE, mediaQueries } from './media-queries';
import { MediaThumbnail } from './media-thumbnail';

interface LibraryDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (item: MediaLibraryItem) => void;
}

/** The picture's own words when it has alt text, else what distinguishes it. */
export function describeMedia(item: MediaLibraryItem): string {
  return (
    item.alt || `Image without alt text, ${item.width} × ${item.height}, ${formatLongDate(item.createdAt)}`
  );
}

/**
 * The editor's "Choose from library": a modal <dialog> (native focus containment, Escape, focus
 * returned to the opener) listing the library a page at a time; choosing an image closes it.
 */
export function LibraryDialog({ open, onClose, onPick }: LibraryDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [offset, setOffset] = useState(0);
  const page = useQuery({ ...mediaQueries.page(offset), enabled: open });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  let body;
  if (page.isPending) {
    body = <p role="status">Loading images...</p>;
  } else if (page.isError) {
    body = (
      <p role="alert" className="text-red-800">
        Failed to load the library.{' '}
        <Button variant="ghost" size="sm" onClick={() => page.refetch()}>
          Try Again
        </Button>
      </p>
    );
  } else if (page.data.items.length === 0) {
    body = <p>No images yet. Use “Upload image” to add the first one.</p>;
  } else {
    body = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {page.data.items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onPick(item)}
              className="group grid w-full gap-1 rounded-lg border border-slate-200 p-1.5 text-left hover:border-union-500 focus-visible:outline-3 focus-visible:outline-union-500"
            >
              <MediaThumbnail item={item} alt="" className="aspect-[4/3] w-full rounded object-cover" />
              <span className="line-clamp-2 text-xs text-slate-700 group-hover:text-navy-900">
                <span className="sr-only">Choose: </span>
                {describeMedia(item)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-3xl rounded-xl bg-white p-6 text-slate-800 shadow-xl backdrop:bg-navy-950/60"
    >
      {open && (
        <div className="grid gap-4">
          <div className="flex items-start justify-between gap-4">
            <h2 id={`${id}-title`} className="text-xl font-bold">
              Choose from library
            </h2>
            <Button variant="outline" size="sm" onClick={onClose}>
              Close
            </Button>
          </div>
          {body}
          {page.data && (
            <MediaPager
              label="Library pages"
              offset={offset}
              limit={MEDIA_PAGE_SIZE}
              total={page.data.total}
              onOffsetChange={setOffset}
            />
          )}
        </div>
      )}
    </dialog>
  );
}
