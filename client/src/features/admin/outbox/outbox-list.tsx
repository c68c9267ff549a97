import { OUTBOX_STATUS_LABELS, outboxKindLabel, type OutboxItem } from '@shared/admin-mail';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { adminQueries } from '../api/admin-queries';
import { EmptyState } from '../layout/list-states';
import { PagedList, type ListFilter } from '../lists/paged-list';
import { stacked } from '../lists/stacked-table';
import { OutboxStatusBadge } from './outbox-status-badge';

const STATUS_FILTER: ListFilter = {
  name: 'status',
  label: 'Filter by status',
  all: 'All statuses',
  options: Object.entries(OUTBOX_STATUS_LABELS).map(([value, label]) => ({ value, label })),
};

function OutboxTable({
  rows,
  total,
  onOpen,
}: {
  rows: OutboxItem[];
  total: number;
  onOpen: (id: number) => void;
}) {
  return (
    // Wide screens scroll the table sideways if need be (the card takes focus for the keyboard);
    // a phone shows each message as a card (stacked-table.ts).
    <Card role="region" aria-label="Outbox messages" tabIndex={0} className="overflow-x-auto">
      <table className={stacked.table}>
        <caption className="px-6 pt-5 pb-2 text-left text-slate-700 max-md:block max-md:px-3">
          {total.toLocaleString('en-US')} {total === 1 ? 'message' : 'messages'}, newest first.
        </caption>
        <thead className={stacked.thead}>
          <tr>
            {['To', 'Subject', 'Status', 'Queued', 'Message'].map((name) => (
              <th key={name} scope="col" className="px-4 py-3 font-semibold">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stacked.tbody}>
          {rows.map((m) => (
            <tr key={m.id} className={stacked.tr}>
              <td data-label="To" className={`${stacked.td} font-medium break-words text-navy-900`}>
                {m.to}
              </td>
              <td data-label="Subject" className={`${stacked.td} break-words`}>
                {m.subject || <span className="text-slate-600">(set when it is sent)</span>}
                <span className="block text-xs text-slate-600">{outboxKindLabel(m.kind)}</span>
              </td>
              <td data-label="Status" className={stacked.td}>
                <OutboxStatusBadge status={m.status} />
                {m.lastError && (
                  <span className="mt-1 block text-xs break-words text-red-800">{m.lastError}</span>
                )}
              </td>
              <td data-label="Queued" className={`${stacked.td} whitespace-nowrap text-slate-700`}>
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </td>
              <td data-label="Message" className={stacked.td}>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onOpen(m.id)}
                  aria-label={`View message #${m.id}`}
                >
                  View
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** Every message the site has queued, searchable by recipient and subject, filtered by status. */
export function OutboxList({ onOpen }: { onOpen: (id: number) => void }) {
  return (
    <PagedList
      query={adminQueries.outbox}
      noun={['message', 'messages']}
      placeholder="Recipient or subject"
      filter={STATUS_FILTER}
      empty={
        <EmptyState title="No messages yet">
          Messages appear here when the site sends a confirmation, a welcome, an alert or a test e-mail.
        </EmptyState>
      }
      exports={() => null}
    >
      {(rows, total) => <OutboxTable rows={rows} total={total} onOpen={onOpen} />}
    </PagedList>
  );
}
