import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import type { AdminEvent } from '@shared/event-types';
import { formatEventRange } from '@shared/event-time';
import { eventPath } from '@shared/event-links';
import { capacityLabel } from './capacity-label';

const STATUS_TONE = { draft: 'slate', published: 'green', cancelled: 'red' } as const;

/** One event in the admin list: when, status, RSVP counts and its actions. */
export function EventRow({ event }: { event: AdminEvent }) {
  const { counts } = event;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold">{event.title}</h2>
          <p className="text-sm text-slate-700">
            {formatEventRange(new Date(event.startsAt), new Date(event.endsAt), event.timeZone)}
          </p>
          <p className="mt-2 flex flex-wrap gap-2 text-sm">
            <Badge tone={STATUS_TONE[event.status]} className="capitalize">
              {event.status}
            </Badge>
            <Badge tone={event.location.kind === 'online' ? 'blue' : 'slate'}>
              {event.location.kind === 'online' ? 'Online' : 'In person'}
            </Badge>
            <span>
              {counts.registered} registered ({capacityLabel(event)}) · {counts.waitlisted} waitlisted ·{' '}
              {counts.attended} checked in
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            href={`/admin/events/${encodeURIComponent(event.slug)}/rsvps`}
            className={buttonClass('primary', 'sm')}
          >
            RSVPs<span className="sr-only"> for {event.title}</span>
          </Link>
          <Link
            href={`/admin/events/edit/${encodeURIComponent(event.slug)}`}
            className={buttonClass('outline', 'sm')}
          >
            Edit<span className="sr-only"> {event.title}</span>
          </Link>
          {event.status !== 'draft' && (
            <a
              href={eventPath(event.slug)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('ghost', 'sm')}
            >
              View<span className="sr-only"> {event.title} (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </li>
  );
}
