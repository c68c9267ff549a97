import { queryOptions } from '@tanstack/react-query';
import type {
  AdminContact,
  AdminEndorsement,
  AdminPost,
  AdminStats,
  AdminSubscriber,
  AdminTestimonial,
  AdminVolunteer,
  DailyStat,
} from '@shared/api-types';
import type { OutboxItem } from '@shared/admin-mail';
import { ADMIN_STATS_REFRESH_MS } from '@shared/constants';
import { withQuery } from '@shared/public-api-urls';
import { backgroundGet } from '../auth/background-get';
import { adminGet, adminRequest } from './admin-fetch';

/** A list's search, filter and paging, as CONTRACT section 9 names them in the query string. */
export type ListQuery = Record<string, string | number | undefined>;

export interface ListPage<T> {
  rows: T[];
  total: number;
}

async function adminPage<T>(list: string, params: ListQuery): Promise<ListPage<T>> {
  const res = await adminRequest('GET', withQuery(`/api/admin/${list}`, params));
  return { rows: (await res.json()) as T[], total: Number(res.headers.get('X-Total-Count') ?? 0) };
}

/** A paged admin list under /api/admin/`list` (a path such as `events/:slug/rsvps` too). */
export const listQuery = <T>(list: string, params: ListQuery) =>
  queryOptions({
    queryKey: ['admin', list, 'list', params],
    queryFn: () => adminPage<T>(list, params),
    // The page on screen stays while the next one loads: the pager does not jump.
    placeholderData: (previous: ListPage<T> | undefined) => previous,
  });

export type ListQueryOptions<T> = ReturnType<typeof listQuery<T>>;

// One factory per admin resource, all under the ['admin'] prefix so a change refetches them together.
export const adminQueries = {
  stats: () =>
    queryOptions({
      queryKey: ['admin', 'stats'],
      // A background request: the 30-second refresh must not keep an unattended tab signed in.
      queryFn: () => backgroundGet<AdminStats>('/api/admin/stats'),
      // SPEC section 7: the dashboard figures refresh every 30 seconds.
      refetchInterval: ADMIN_STATS_REFRESH_MS,
    }),
  endorsements: (params: ListQuery) => listQuery<AdminEndorsement>('endorsements', params),
  testimonials: (params: ListQuery) => listQuery<AdminTestimonial>('testimonials', params),
  volunteers: (params: ListQuery) => listQuery<AdminVolunteer>('volunteers', params),
  contacts: (params: ListQuery) => listQuery<AdminContact>('contacts', params),
  subscribers: (params: ListQuery) => listQuery<AdminSubscriber>('newsletter', params),
  outbox: (params: ListQuery) => listQuery<OutboxItem>('outbox', params),
  /** How many rows match, from X-Total-Count alone (one row fetched): the volunteer figures. */
  count: (list: string, params: ListQuery) =>
    queryOptions({
      queryKey: ['admin', list, 'count', params],
      queryFn: async () => (await adminPage(list, { ...params, limit: 1 })).total,
    }),
  daily: (days: number) =>
    queryOptions({
      queryKey: ['admin', 'stats', 'daily', days],
      queryFn: () => backgroundGet<DailyStat[]>(withQuery('/api/admin/stats/daily', { days })),
    }),
  posts: () =>
    queryOptions({
      queryKey: ['admin', 'posts', 'list'],
      queryFn: () => adminGet<AdminPost[]>('/api/admin/posts'),
    }),
  post: (slug: string) =>
    queryOptions({
      queryKey: ['admin', 'posts', 'detail', slug],
      queryFn: () => adminGet<AdminPost>(`/api/admin/posts/${encodeURIComponent(slug)}`),
    }),
};
