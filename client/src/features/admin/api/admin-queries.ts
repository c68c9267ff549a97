import { queryOptions } from '@tanstack/react-query';
import type {
  AdminContact,
  AdminEndorsement,
  AdminPost,
  AdminStats,
  AdminSubscriber,
  AdminTestimonial,
  AdminVolunteer,
} from '@shared/api-types';
import { ADMIN_STATS_REFRESH_MS, type ApprovalStatus } from '@shared/constants';
import { withQuery } from '@/lib/api';
import { backgroundGet } from '../auth/background-get';
import { adminGet } from './admin-fetch';

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
  endorsements: (status: ApprovalStatus) =>
    queryOptions({
      queryKey: ['admin', 'endorsements', status],
      queryFn: () => adminGet<AdminEndorsement[]>(withQuery('/api/admin/endorsements', { status })),
    }),
  testimonials: (status: ApprovalStatus) =>
    queryOptions({
      queryKey: ['admin', 'testimonials', status],
      queryFn: () => adminGet<AdminTestimonial[]>(withQuery('/api/admin/testimonials', { status })),
    }),
  volunteers: () =>
    queryOptions({
      queryKey: ['admin', 'volunteers'],
      queryFn: () => adminGet<AdminVolunteer[]>('/api/admin/volunteers'),
    }),
  contacts: () =>
    queryOptions({
      queryKey: ['admin', 'contacts'],
      queryFn: () => adminGet<AdminContact[]>('/api/admin/contacts'),
    }),
  subscribers: () =>
    queryOptions({
      queryKey: ['admin', 'newsletter'],
      queryFn: () => adminGet<AdminSubscriber[]>('/api/admin/newsletter'),
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
