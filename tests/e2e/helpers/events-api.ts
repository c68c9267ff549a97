import type { AdminEvent } from '../../../shared/event-types';
import { openAdminApi } from './admin-api';

const HOUR = 3_600_000;

/**
 * An event made over the admin API: published, in person, 20 seats, two hours starting on a whole
 * minute `daysAhead` days from now; `extra` changes any field.
 */
export async function createEvent(
  baseURL: string,
  title: string,
  extra: Record<string, unknown> = {},
  daysAhead = 5,
) {
  const api = await openAdminApi(baseURL);
  const start = new Date(Math.floor((Date.now() + daysAhead * 24 * HOUR) / 60_000) * 60_000);
  try {
    return await api.post<AdminEvent>('/api/admin/events', {
      title,
      summary: 'Questions and answers with the candidate.',
      description: 'Bring your **questions**.',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 2 * HOUR).toISOString(),
      timeZone: 'America/Chicago',
      location: { kind: 'in-person', venue: 'Union Hall', address: '123 Main St, Springfield, IL' },
      capacity: 20,
      status: 'published',
      ...extra,
    });
  } finally {
    await api.dispose();
  }
}
