import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { MediaLibraryItem } from '@shared/api-types';
import { EmptyState, ErrorState, LoadingState } from '../layout/list-states';
import { DeleteMediaDialog } from './delete-media-dialog';
import { MediaCard } from './media-card';
import { MediaPager } from './media-pager';
import { MEDIA_PAGE_SIZE, mediaQueries } from './media-queries';

/** /admin/media's grid, a page at a time, newest first. */
export function MediaLibrary() {
  // The page lives in the address (?page=2), so Back and a shared link return to it.
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const pageNumber = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;
  const offset = (pageNumber - 1) * MEDIA_PAGE_SIZE;
  const setOffset = (next: number) => {
    const nextPage = Math.floor(next / MEDIA_PAGE_SIZE) + 1;
    setParams(nextPage > 1 ? { page: String(nextPage) } : {});
  };
  const page = useQuery(mediaQueries.page(offset));
  const [toDelete, setToDelete] = useState<MediaLibraryItem | null>(null);

  // Past the end (the last image of the last page was deleted, or an old link): go to the last page.
  const total = page.data?.total ?? 0;
  const beyondEnd = !page.isPlaceholderData && page.data?.items.length === 0 && offset > 0;
  const lastPage = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));
  useEffect(() => {
    if (beyondEnd) setParams(lastPage > 1 ? { page: String(lastPage) } : {}, { replace: true });
  }, [beyondEnd, lastPage, setParams]);

  if (page.isPending) return <LoadingState>Loading images...</LoadingState>;
  if (page.isError) {
    return <ErrorState onRetry={() => page.refetch()}>Failed to load images. Please try again.</ErrorState>;
  }
  const { items } = page.data;
  if (beyondEnd) return <LoadingState>Loading images...</LoadingState>;
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
