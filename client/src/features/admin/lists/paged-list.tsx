import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ADMIN_LIST_DEFAULT_LIMIT } from '@shared/schemas/admin-lists';
import type { ListQuery, ListQueryOptions } from '../api/admin-queries';
import { Select } from '@/components/ui/field';
import { EmptyState, ErrorState, LoadingState } from '../layout/list-states';
import { ListPager } from './list-pager';
import { countText, ListToolbar } from './list-toolbar';
import { useListParams } from './use-list-params';

const PAGE = ADMIN_LIST_DEFAULT_LIMIT;

/** One filter beside the search box, kept in the address under `name` like the search. */
export interface ListFilter {
  name: string;
  label: string;
  /** The first option, meaning no filter ("All statuses"). */
  all: string;
  options: readonly { value: string; label: string }[];
}

interface PagedListProps<T> {
  query: (params: ListQuery) => ListQueryOptions<T>;
  /** "message" / "messages", for the total and the states. */
  noun: [string, string];
  placeholder: string;
  empty: ReactNode;
  filter?: ListFilter;
  /** Export links for the filtered set; `total` is how many rows match, once known. */
  exports: (filters: ListQuery, total: number | undefined) => ReactNode;
  children: (rows: T[], total: number) => ReactNode;
}

/** A searchable, paged admin list whose search and page live in the address. */
export function PagedList<T>({
  query,
  noun,
  placeholder,
  empty,
  filter,
  exports,
  children,
}: PagedListProps<T>) {
  const params = useListParams();
  const selectId = useId();
  const chosen = filter ? params.filter(filter.name) : '';
  const filters = { q: params.q || undefined, ...(filter && { [filter.name]: chosen || undefined }) };
  const list = useQuery(query({ ...filters, limit: PAGE, offset: (params.page - 1) * PAGE }));
  const [singular, plural] = noun;

  let body;
  if (list.isPending) body = <LoadingState>Loading {plural}...</LoadingState>;
  else if (list.isError) {
    body = <ErrorState onRetry={() => list.refetch()}>Failed to load {plural}. Please try again.</ErrorState>;
  } else if (list.data.rows.length === 0) {
    body = filters.q || chosen ? <EmptyState title={`No ${plural} match`} /> : empty;
  } else body = children(list.data.rows, list.data.total);

  return (
    <div className="grid gap-6">
      <ListToolbar
        search={params.draft}
        onSearch={params.setDraft}
        placeholder={placeholder}
        totalText={list.data ? countText(list.data.total, singular, plural) : ''}
      >
        {filter && (
          <div className="grid w-full gap-1.5 sm:w-56">
            <label htmlFor={selectId} className="text-sm font-semibold text-navy-900">
              {filter.label}
            </label>
            <Select
              id={selectId}
              value={chosen}
              onChange={(e) => params.setFilter(filter.name, e.target.value)}
            >
              <option value="">{filter.all}</option>
              {filter.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
        )}
      </ListToolbar>
      <div className="flex flex-wrap gap-2">{exports(filters, list.data?.total)}</div>
      {body}
      <ListPager
        label={`Pages of ${plural}`}
        page={params.page}
        pageCount={Math.ceil((list.data?.total ?? 0) / PAGE)}
        onPage={params.setPage}
      />
    </div>
  );
}
