import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApprovalStatus } from '@shared/constants';
import { ADMIN_LIST_DEFAULT_LIMIT } from '@shared/schemas/admin-lists';
import { Tabs } from '@/components/ui/tabs';
import type { ListQuery, ListQueryOptions } from '../api/admin-queries';
import { EmptyState, ErrorState, LoadingState } from '../layout/list-states';
import { ListPager } from '../lists/list-pager';
import { countText, ListToolbar } from '../lists/list-toolbar';
import { useListParams } from '../lists/use-list-params';
import { ExportLink } from '../people/export-link';
import { BulkActions } from './bulk-actions';
import { ModerationCard } from './moderation-card';
import { APPROVAL_TABS } from './status-badge';
import { useModerate, type ModerationKind } from './use-moderate';
import type { SignupOrigin } from '@shared/schemas/analytics';

const PAGE = ADMIN_LIST_DEFAULT_LIMIT;

/** What a card shows, whatever the item's API shape. */
export interface ModerationItem {
  id: string;
  name: string;
  byline?: string;
  status: ApprovalStatus;
  date: string;
  text: string;
  /** Where it came from (CONTRACT section 17). */
  origin?: Partial<SignupOrigin>;
}

interface ModerationListProps<T> {
  kind: ModerationKind;
  query: (params: ListQuery) => ListQueryOptions<T>;
  toItem: (row: T) => ModerationItem;
}

const isStatus = (s: string): s is ApprovalStatus => APPROVAL_TABS.some((t) => t.value === s);

/** The shared review screen of testimonials and endorsements: status tabs, search, pages, bulk. */
export function ModerationList<T>({ kind, query, toItem }: ModerationListProps<T>) {
  const params = useListParams();
  const raw = params.filter('status');
  const status: ApprovalStatus = isStatus(raw) ? raw : 'pending';
  const filters = { q: params.q || undefined, status };
  const list = useQuery(query({ ...filters, limit: PAGE, offset: (params.page - 1) * PAGE }));
  const moderate = useModerate(kind);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const plural = `${kind}s`;
  const items = list.data?.rows.map(toItem) ?? [];
  const bulk = status === 'pending' && items.length > 0;

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  let body;
  if (list.isPending) body = <LoadingState>Loading {plural}...</LoadingState>;
  else if (list.isError) {
    body = <ErrorState onRetry={() => list.refetch()}>Failed to load {plural}. Please try again.</ErrorState>;
  } else if (items.length === 0) {
    body = (
      <EmptyState title={filters.q ? `No ${status} ${plural} match` : `No ${status} ${plural}`}>
        {status === 'pending' && !filters.q ? `No ${plural} awaiting review.` : undefined}
      </EmptyState>
    );
  } else {
    body = (
      <ul className="grid gap-4">
        {items.map((item) => (
          <li key={item.id}>
            <ModerationCard
              {...item}
              busy={moderate.isPending && moderate.variables?.id === item.id}
              onDecide={(decision) => moderate.mutate({ id: item.id, status: decision })}
              selected={selected.has(item.id)}
              onSelect={bulk ? (on) => toggle(item.id, on) : undefined}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-6">
      <ListToolbar
        search={params.draft}
        onSearch={params.setDraft}
        placeholder={kind === 'endorsement' ? 'Name, title or text' : 'Name, e-mail or story'}
        totalText={list.data ? countText(list.data.total, `${status} ${kind}`) : ''}
      >
        <ExportLink
          dataset={plural as 'endorsements' | 'testimonials'}
          filters={filters}
          matching={{ count: list.data?.total, noun: [kind, plural] }}
        />
      </ListToolbar>
      <Tabs
        label={`Filter ${plural} by status`}
        items={APPROVAL_TABS}
        value={status}
        onValueChange={(s) => {
          setSelected(new Set());
          params.setFilter('status', s === 'pending' ? '' : s);
        }}
      >
        <div className="grid gap-4">
          {bulk && (
            <BulkActions
              kind={kind}
              pageIds={items.map((i) => i.id)}
              selected={selected}
              setSelected={setSelected}
            />
          )}
          {body}
          <ListPager
            label={`Pages of ${plural}`}
            page={params.page}
            pageCount={Math.ceil((list.data?.total ?? 0) / PAGE)}
            onPage={(n) => {
              setSelected(new Set());
              params.setPage(n);
            }}
          />
        </div>
      </Tabs>
    </div>
  );
}
