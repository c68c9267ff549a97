import { queryOptions } from '@tanstack/react-query';
import type { AdminEvent, AdminRsvp } from '@shared/event-types';
import type { EventInput } from '@shared/schemas/events';
import { withQuery } from '@shared/public-api-urls';
import { adminGet, adminRequest } from '../api/admin-fetch';
import { listQuery, type ListQuery } from '../api/admin-queries';

// The admin events API (CONTRACT section 14), under the ['admin'] prefix like every admin read.

export const eventAdminQueries = {
  list: (when?: 'upcoming' | 'past') =>
    queryOptions({
      queryKey: ['admin', 'events', 'list', when ?? 'all'],
      queryFn: () => adminGet<AdminEvent[]>(withQuery('/api/admin/events', { when })),
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: ['admin', 'events', 'detail', slug],
      queryFn: () => adminGet<AdminEvent>(`/api/admin/events/${encodeURIComponent(slug)}`),
    }),
  rsvps: (slug: string) => (params: ListQuery) =>
    listQuery<AdminRsvp>(`events/${encodeURIComponent(slug)}/rsvps`, params),
};

export async function saveEvent(slug: string | undefined, body: EventInput): Promise<AdminEvent> {
  const res = slug
    ? await adminRequest('PATCH', `/api/admin/events/${encodeURIComponent(slug)}`, body)
    : await adminRequest('POST', '/api/admin/events', body);
  return (await res.json()) as AdminEvent;
}

export async function deleteEvent(slug: string): Promise<void> {
  await adminRequest('DELETE', `/api/admin/events/${encodeURIComponent(slug)}`);
}

export async function patchRsvp(
  slug: string,
  id: string,
  body: { status?: AdminRsvp['status']; attended?: boolean },
): Promise<AdminRsvp> {
  const res = await adminRequest('PATCH', `/api/admin/events/${encodeURIComponent(slug)}/rsvps/${id}`, body);
  return (await res.json()) as AdminRsvp;
}
