import { SUBSCRIBER_STATUS_LABELS } from '@shared/admin-mail';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { stacked } from '../lists/stacked-table';
import { formatLongDate } from '@/lib/format';
import { adminQueries } from '../api/admin-queries';
import { EmptyState } from '../layout/list-states';
import { PagedList, type ListFilter } from '../lists/paged-list';
import { ExportLink, PresetExportLinks } from './export-link';
import { SignupOrigin } from '../analytics/signup-origin';

type SubscriberStatus = keyof typeof SUBSCRIBER_STATUS_LABELS;

const STATUS_FILTER: ListFilter = {
  name: 'status',
  label: 'Filter by status',
  all: 'All statuses',
  options: Object.entries(SUBSCRIBER_STATUS_LABELS).map(([value, label]) => ({ value, label })),
};

const TONES = { pending: 'gold', confirmed: 'green', unsubscribed: 'slate', bounced: 'red' } as const;

function StatusBadge({ status }: { status: string }) {
  const known = status in SUBSCRIBER_STATUS_LABELS ? (status as SubscriberStatus) : undefined;
  return (
    <Badge tone={known ? TONES[known] : 'slate'}>{known ? SUBSCRIBER_STATUS_LABELS[known] : status}</Badge>
  );
}

export function SubscriberList() {
  return (
    <PagedList
      query={adminQueries.subscribers}
      noun={['subscriber', 'subscribers']}
      placeholder="E-mail address"
      filter={STATUS_FILTER}
      empty={
        <EmptyState title="No subscribers yet">
          Subscribers appear here when people use the &quot;Stay Updated&quot; form on the updates page.
        </EmptyState>
      }
      exports={(filters, total) => {
        const matching = { count: total, noun: ['subscriber', 'subscribers'] as [string, string] };
        return (
          <>
            <ExportLink dataset="newsletter" filters={filters} matching={matching} />
            <PresetExportLinks dataset="newsletter" filters={filters} matching={matching} />
          </>
        );
      }}
    >
      {(rows, total) => (
        // A phone shows each subscriber as a card (stacked-table.ts).
        <Card role="region" aria-label="Newsletter subscribers" tabIndex={0} className="overflow-x-auto">
          <table className={stacked.table}>
            <caption className="px-6 pt-5 pb-2 text-left text-slate-700 max-md:block max-md:px-3">
              {total.toLocaleString('en-US')} {total === 1 ? 'subscriber' : 'subscribers'}, newest first.
            </caption>
            <thead className={stacked.thead}>
              <tr>
                <th scope="col" className="px-6 py-3 font-semibold">
                  Email
                </th>
                <th scope="col" className="px-6 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-6 py-3 font-semibold">
                  Subscribed
                </th>
              </tr>
            </thead>
            <tbody className={stacked.tbody}>
              {rows.map((s) => (
                <tr key={s.id} className={stacked.tr}>
                  <td data-label="Email" className={`${stacked.td} font-medium break-words text-navy-900`}>
                    {s.email}
                    <SignupOrigin source={s.source} recruitedBy={s.recruitedBy} />
                  </td>
                  <td data-label="Status" className={stacked.td}>
                    <StatusBadge status={s.status} />
                  </td>
                  <td data-label="Subscribed" className={`${stacked.td} whitespace-nowrap text-slate-700`}>
                    <time dateTime={s.createdAt}>{formatLongDate(s.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </PagedList>
  );
}
