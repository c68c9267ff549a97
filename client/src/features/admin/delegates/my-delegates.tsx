import { useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_DEFAULT_LIMIT } from '@shared/schemas/admin-lists';
import { EmptyState, ErrorState, LoadingState } from '../layout/list-states';
import { ListPager } from '../lists/list-pager';
import { countText, ListToolbar } from '../lists/list-toolbar';
import { useListParams } from '../lists/use-list-params';
import { delegateQueries } from './delegate-api';
import { DelegateRows } from './delegate-rows';
import { useCampaignToday } from './use-campaign-today';

const PAGE = ADMIN_LIST_DEFAULT_LIMIT;

/** The signed-in account's own delegates, soonest next step first, so the overdue ones lead. */
export function MyDelegates() {
  const params = useListParams();
  const today = useCampaignToday();
  const list = useQuery(
    delegateQueries.list({
      q: params.q || undefined,
      owner: 'me',
      sort: 'due',
      limit: PAGE,
      offset: (params.page - 1) * PAGE,
    }),
  );
  let body;
  if (list.isPending) body = <LoadingState>Loading your delegates...</LoadingState>;
  else if (list.isError) {
    body = <ErrorState onRetry={() => list.refetch()}>Failed to load your delegates.</ErrorState>;
  } else if (list.data.rows.length === 0) {
    body = params.q ? (
      <EmptyState title="No delegates match" />
    ) : (
      <EmptyState title="No delegates are yours yet">
        An admin assigns owners on the Delegates screen.
      </EmptyState>
    );
  } else body = <DelegateRows rows={list.data.rows} today={today} />;
  return (
    <div className="grid gap-6">
      <ListToolbar
        search={params.draft}
        onSearch={params.setDraft}
        placeholder="Name, e-mail, phone or local"
        totalText={list.data ? countText(list.data.total, 'delegate') : ''}
      />
      {body}
      <ListPager
        label="Pages of your delegates"
        page={params.page}
        pageCount={Math.ceil((list.data?.total ?? 0) / PAGE)}
        onPage={params.setPage}
      />
    </div>
  );
}
