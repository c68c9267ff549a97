import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Card, CardBody } from '@/components/ui/card';
import { formatEventRange } from '@shared/event-time';
import { can } from '@shared/roles';
import { useStoredAdmin } from '../auth/admin-store';
import { capacityLabel } from './capacity-label';
import { eventAdminQueries } from './event-queries';

/**
 * The dashboard's next published event and its RSVP count, or a way to plan one; nothing for a role
 * that does not run events. Its lines are there while it loads, so the cards below it stay put.
 */
export function NextEventCard() {
  const allowed = can(useStoredAdmin()?.role, 'events');
  const upcoming = useQuery({ ...eventAdminQueries.list('upcoming'), enabled: allowed });
  if (!allowed) return null;
  const next = upcoming.data?.find((e) => e.status === 'published');
  const linkClass = 'text-lg font-semibold text-union-600 underline';
  return (
    <section aria-labelledby="next-event-heading">
      <Card>
        <CardBody className="flex flex-col items-start gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <div>
            <h2 id="next-event-heading" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
              Next event
            </h2>
            {/* Two lines each on a phone, where a title and a date take two: the card keeps its size. */}
            <p className="mt-1 min-h-14 text-xl font-bold sm:min-h-0" aria-live="polite">
              {upcoming.isPending && 'Loading...'}
              {upcoming.isError && 'Failed to load the events.'}
              {upcoming.data && (next ? next.title : 'No event coming up.')}
            </p>
            <p className="min-h-12 text-slate-700 sm:min-h-0" aria-hidden={next ? undefined : true}>
              {next
                ? formatEventRange(new Date(next.startsAt), new Date(next.endsAt), next.timeZone)
                : '\u00a0'}
            </p>
          </div>
          {next ? (
            <Link href={`/admin/events/${encodeURIComponent(next.slug)}/rsvps`} className={linkClass}>
              {next.counts.registered} RSVP{next.counts.registered === 1 ? '' : 's'} ({capacityLabel(next)})
            </Link>
          ) : upcoming.data ? (
            <Link href="/admin/events/new" className={linkClass}>
              Plan an event
            </Link>
          ) : (
            // The link's line, held while loading (on a phone the link always has a line of its own).
            <span aria-hidden="true" className={`invisible ${linkClass}`}>
              Plan an event
            </span>
          )}
        </CardBody>
      </Card>
    </section>
  );
}
