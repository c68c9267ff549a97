import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { eventAdminQueries } from '@/features/admin/events/event-queries';
import { RsvpList } from '@/features/admin/events/rsvp-list';
import { PageHeader } from '@/features/admin/layout/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/features/admin/layout/list-states';
import { withQuery } from '@shared/public-api-urls';
import type { RsvpCounts } from '@shared/event-types';

const PAGE = 50;

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

export default function AdminEventRsvpsPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [offset, setOffset] = useState(0);
  const event = useQuery(eventAdminQueries.detail(slug));
  const params = { q: q || undefined, status: status || undefined, limit: PAGE, offset };
  const list = useQuery(eventAdminQueries.rsvps(slug, params));
  const exportUrl = (preset?: string) =>
    withQuery('/api/admin/export/rsvps.csv', { event: slug, q: params.q, status: params.status, preset });

  let body;
  if (list.isPending) body = <LoadingState>Loading RSVPs...</LoadingState>;
  else if (list.isError)
    body = (
      <ErrorState onRetry={() => void list.refetch()}>Failed to load RSVPs. Please try again.</ErrorState>
    );
  else if (list.data.rows.length === 0) body = <EmptyState title="No RSVPs match" />;
  else
    body = (
      <>
        <RsvpList slug={slug} rows={list.data.rows} />
        <div className="mt-4 flex items-center gap-3">
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE))}
          >
            Previous
          </button>
          <span className="text-sm">
            {offset + 1}-{offset + list.data.rows.length} of {list.data.total}
          </span>
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            disabled={offset + PAGE >= list.data.total}
            onClick={() => setOffset(offset + PAGE)}
          >
            Next
          </button>
        </div>
      </>
    );

  return (
    <>
      <PageHeader
        title={event.data ? `RSVPs: ${event.data.title}` : 'RSVPs'}
        backHref="/admin/events"
        backLabel="Back to Events"
        actions={
          <>
            <a href={exportUrl()} download className={buttonClass('outline', 'sm')}>
              Export CSV
            </a>
            <a href={exportUrl('action-network')} download className={buttonClass('outline', 'sm')}>
              Action Network CSV
            </a>
            <a href={exportUrl('nationbuilder')} download className={buttonClass('outline', 'sm')}>
              NationBuilder CSV
            </a>
          </>
        }
      />
      <div className="grid gap-6">
        {event.data && <Totals counts={event.data.counts} />}
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <Field id="rsvp-search" label="Search names and e-mail">
            <Input
              id="rsvp-search"
              type="search"
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setOffset(0);
              }}
            />
          </Field>
          <Field id="rsvp-status" label="Status">
            <Select
              id="rsvp-status"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
                setOffset(0);
              }}
            >
              <option value="">All</option>
              <option value="registered">Registered</option>
              <option value="waitlisted">Waitlisted</option>
              <option value="cancelled">Cancelled</option>
            </Select>
          </Field>
        </div>
        <div>{body}</div>
      </div>
    </>
  );
}
