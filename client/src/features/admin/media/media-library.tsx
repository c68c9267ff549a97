import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MediaLibraryItem } from '@shared/api-types';
import { EmptyState, ErrorState, LoadingState } from '../layout/list-states';
import { DeleteMediaDialog } from './delete-media-dialog';
import { MediaCard } from './media-card';
import { MediaPager } from './media-pager';
import { MEDIA_PAGE_SIZE, mediaQueries } from './media-queries';

/** /admin/media's grid, a page at a time, newest first. */
export function MediaLibrary() {
  const [offset, setOffset] = useState(0);
  const page = useQuery(mediaQueries.page(offset));
  const [toDelete, setToDelete] = useState<MediaLibraryItem | null>(null);

  if (page.isPending) return <LoadingState>Loading images...</LoadingState>;
  if (page.isError) {
    return <ErrorState onRetry={() => page.refetch()}>Failed to load images. Please try again.</ErrorState>;
  }
  const { items, total } = page.data;
  if (items.length === 0 && offset > 0) {
    // The last image of a later page was deleted: step back rather than show an empty page.
    setOffset(Math.max(0, offset - MEDIA_PAGE_SIZE));
    return null;
  }
  if (items.length === 0) {
    return (
      <EmptyState title="No images yet">
        Upload a photo here, or from the post editor, to use it on the site.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-600">
        {total.toLocaleString('en-US')} {total === 1 ? 'image' : 'images'}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <MediaCard item={item} onDelete={setToDelete} />
          </li>
        ))}
      </ul>
      <MediaPager
        label="Media pages"
        offset={offset}
        limit={MEDIA_PAGE_SIZE}
        total={total}
        onOffsetChange={setOffset}
      />
      <DeleteMediaDialog item={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
