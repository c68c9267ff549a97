import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MediaLibraryItem } from '@shared/api-types';
import { withQuery } from '@shared/public-api-urls';
import { adminRequest } from '../api/admin-fetch';

export interface MediaPage {
  items: MediaLibraryItem[];
  /** X-Total-Count: every image in the library, not only this page. */
  total: number;
}

/** Images per page on /admin/media and in the editor's library picker. */
export const MEDIA_PAGE_SIZE = 24;

// Under ['admin'] so any admin change refetches them, and under ['admin', 'media'] so an upload
// refetches only the library.
export const mediaKeys = { all: ['admin', 'media'] as const };

export const mediaQueries = {
  page: (offset: number, limit = MEDIA_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...mediaKeys.all, 'list', { limit, offset }],
      queryFn: async (): Promise<MediaPage> => {
        const res = await adminRequest('GET', withQuery('/api/admin/media', { limit, offset }));
        const items = (await res.json()) as MediaLibraryItem[];
        const header = Number(res.headers.get('X-Total-Count'));
        return { items, total: Number.isFinite(header) && header >= items.length ? header : items.length };
      },
      // Paging keeps the current grid on screen until the next page arrives.
      placeholderData: keepPreviousData,
    }),
};
