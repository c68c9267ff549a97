import { Card } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format';
import { adminQueries } from '../api/admin-queries';
import { EmptyState } from '../layout/list-states';
import { PagedList } from '../lists/paged-list';
import { ExportLink, PresetExportLinks } from './export-link';

export function SubscriberList() {
  return (
    <PagedList
      query={adminQueries.subscribers}
      noun={['subscriber', 'subscribers']}
      placeholder="E-mail address"
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
        <Card className="overflow-x-auto">
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
                  Subscribed
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id} className="border-b border-slate-100 last:border-0">
                  <td className="px-6 py-3 font-medium break-all text-navy-900">{s.email}</td>
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
