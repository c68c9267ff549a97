import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Card, CardBody } from '@/components/ui/card';
import { formatEventRange } from '@shared/event-time';
import { can } from '@shared/roles';
import { useStoredAdmin } from '../auth/admin-store';
import { capacityLabel } from './capacity-label';
import { eventAdminQueries } from './event-queries';

/**
 * The dashboard's next published event and its RSVP count; nothing when none is coming, or for a
 * role that does not run events.
 */
export function NextEventCard() {
  const allowed = can(useStoredAdmin()?.role, 'events');
  const { data } = useQuery({ ...eventAdminQueries.list('upcoming'), enabled: allowed });
  const next = data?.find((e) => e.status === 'published');
  if (!allowed || !next) return null;
  return (
    <section aria-labelledby="next-event-heading">
      <Card>
        <CardBody className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h2 id="next-event-heading" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
              Next event
            </h2>
            <p className="mt-1 text-xl font-bold">{next.title}</p>
            <p className="text-slate-700">
              {formatEventRange(new Date(next.startsAt), new Date(next.endsAt), next.timeZone)}
            </p>
          </div>
          <Link
            href={`/admin/events/${encodeURIComponent(next.slug)}/rsvps`}
            className="text-lg font-semibold text-union-600 underline"
          >
            {next.counts.registered} RSVP{next.counts.registered === 1 ? '' : 's'} ({capacityLabel(next)})
          </Link>
        </CardBody>
      </Card>
    </section>
  );
}
