import { SUBSCRIBER_STATUS_LABELS } from '@shared/admin-mail';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format';
import { adminQueries } from '../api/admin-queries';
import { EmptyState } from '../layout/list-states';
import { PagedList, type ListFilter } from '../lists/paged-list';
import { ExportLink, PresetExportLinks } from './export-link';

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
      exports={(filters) => (
        <>
          <ExportLink dataset="newsletter" filters={filters} />
          <PresetExportLinks dataset="newsletter" filters={filters} />
        </>
      )}
    >
      {(rows, total) => (
        // On a phone the table scrolls sideways: the card takes focus so the keyboard can scroll it.
        <Card role="region" aria-label="Newsletter subscribers" tabIndex={0} className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="px-6 pt-5 pb-2 text-left text-slate-700">
              {total.toLocaleString('en-US')} subscribers, newest first.
            </caption>
            <thead className="border-b border-slate-200 text-slate-700">
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
            <tbody>
              {rows.map((s) => (
                <tr key={s.id} className="border-b border-slate-100 last:border-0">
                  <td className="px-6 py-3 font-medium break-all text-navy-900">{s.email}</td>
                  <td className="px-6 py-3">
                    <StatusBadge status={s.status} />
                  </td>
                  <td className="px-6 py-3 whitespace-nowrap text-slate-700">
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
