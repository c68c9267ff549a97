import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { eventAdminQueries } from '@/features/admin/events/event-queries';
import { RsvpList } from '@/features/admin/events/rsvp-list';
import { PageHeader } from '@/features/admin/layout/page-header';
import { EmptyState } from '@/features/admin/layout/list-states';
import { PagedList, type ListFilter } from '@/features/admin/lists/paged-list';
import { ExportLink, PresetExportLinks } from '@/features/admin/people/export-link';
import type { RsvpCounts } from '@shared/event-types';

function Totals({ counts }: { counts: RsvpCounts }) {
  const items: [string, number][] = [
    ['Registered', counts.registered],
    ['Waitlisted', counts.waitlisted],
    ['Cancelled', counts.cancelled],
    ['Guests', counts.guests],
    ['Checked in', counts.attended],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {items.map(([label, n]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-2xl font-bold">{n}</dd>
        </div>
      ))}
    </dl>
  );
}

const STATUS_FILTER: ListFilter = {
  name: 'status',
  label: 'Status',
  all: 'All statuses',
  options: [
    { value: 'registered', label: 'Registered' },
    { value: 'waitlisted', label: 'Waitlisted' },
    { value: 'cancelled', label: 'Cancelled' },
  ],
};

/** One event's RSVPs; the search, status and page live in the address like every admin list's. */
export default function AdminEventRsvpsPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const event = useQuery(eventAdminQueries.detail(slug));
  return (
    <>
      <PageHeader
        title={event.data ? `RSVPs: ${event.data.title}` : 'RSVPs'}
        backHref="/admin/events"
        backLabel="Back to Events"
      />
      <div className="grid gap-6">
        {event.data && <Totals counts={event.data.counts} />}
        <PagedList
          query={eventAdminQueries.rsvps(slug)}
          noun={['RSVP', 'RSVPs']}
          placeholder="Name or e-mail"
          empty={<EmptyState title="No RSVPs yet" />}
          filter={STATUS_FILTER}
          exports={(filters, total) => {
            const matching = { count: total, noun: ['RSVP', 'RSVPs'] as [string, string] };
            const all = { event: slug, ...filters };
            return (
              <>
                <ExportLink dataset="rsvps" filters={all} matching={matching} />
                <PresetExportLinks dataset="rsvps" filters={all} matching={matching} />
              </>
            );
          }}
        >
          {(rows) => <RsvpList slug={slug} rows={rows} />}
        </PagedList>
      </div>
    </>
  );
}
