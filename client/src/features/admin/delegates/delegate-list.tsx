import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_LIST_DEFAULT_LIMIT } from '@shared/schemas/admin-lists';
import { can } from '@shared/roles';
import { Button, buttonClass } from '@/components/ui/button';
import { useStoredAdmin } from '../auth/admin-store';
import { EmptyState, ErrorState, LoadingState } from '../layout/list-states';
import { ListPager } from '../lists/list-pager';
import { countText, ListToolbar } from '../lists/list-toolbar';
import { useListParams } from '../lists/use-list-params';
import { AddDelegateDialog } from './add-delegate-dialog';
import { BulkBar } from './bulk-bar';
import { delegateQueries, exportUrl } from './delegate-api';
import { DelegateFilters, filtersOf } from './delegate-filters';
import { DelegateRows } from './delegate-rows';
import { ImportPanel } from './import-panel';
import { useCampaignToday } from './use-campaign-today';

const PAGE = ADMIN_LIST_DEFAULT_LIMIT;

/** Every delegate the account may see: search and filters in the address, bulk changes for admins. */
export function DelegateList() {
  const admin = useStoredAdmin();
  const isAdmin = can(admin?.role, undefined);
  const params = useListParams();
  const filters = filtersOf(params);
  const list = useQuery(delegateQueries.list({ ...filters, limit: PAGE, offset: (params.page - 1) * PAGE }));
  const today = useCampaignToday();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [importing, setImporting] = useState(false);
  const [adding, setAdding] = useState(false);
  const rows = list.data?.rows ?? [];

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((prev) =>
      rows.every((d) => prev.has(d.id)) ? new Set() : new Set([...prev, ...rows.map((d) => d.id)]),
    );

  let body;
  if (list.isPending) body = <LoadingState>Loading delegates...</LoadingState>;
  else if (list.isError) {
    body = (
      <ErrorState onRetry={() => list.refetch()}>Failed to load delegates. Please try again.</ErrorState>
    );
  } else if (rows.length === 0) {
    body = Object.values(filters).some(Boolean) ? (
      <EmptyState title="No delegates match" />
    ) : (
      <EmptyState title="No delegates yet">
        {isAdmin ? 'Import the union’s delegate list to start.' : 'Delegates you own appear here.'}
      </EmptyState>
    );
  } else {
    body = (
      <DelegateRows
        rows={rows}
        today={today}
        selection={isAdmin ? { selected, toggle, toggleAll } : undefined}
      />
    );
  }

  return (
    <div className="grid gap-6">
      {isAdmin && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setAdding(true)}>
            Add delegate
          </Button>
          <Button variant="outline" size="sm" onClick={() => setImporting(true)} disabled={importing}>
            Import CSV
          </Button>
          <a href={exportUrl(filters)} download className={buttonClass('outline', 'sm')}>
            Export CSV
          </a>
        </div>
      )}
      {importing && <ImportPanel onClose={() => setImporting(false)} />}
      {isAdmin && <AddDelegateDialog open={adding} onClose={() => setAdding(false)} />}
      <ListToolbar
        search={params.draft}
        onSearch={params.setDraft}
        placeholder="Name, e-mail, phone or local"
        totalText={list.data ? countText(list.data.total, 'delegate') : ''}
      >
        <DelegateFilters params={params} showRegions={can(admin?.role, 'delegate-count')} />
      </ListToolbar>
      {isAdmin && selected.size > 0 && <BulkBar ids={[...selected]} onDone={() => setSelected(new Set())} />}
      {body}
      <ListPager
        label="Delegate pages"
        page={params.page}
        pageCount={Math.ceil((list.data?.total ?? 0) / PAGE)}
        onPage={params.setPage}
      />
    </div>
  );
}
