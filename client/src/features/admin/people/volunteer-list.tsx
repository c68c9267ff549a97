import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ADMIN_LIST_DEFAULT_LIMIT } from '@shared/schemas/admin-lists';
import { HELP_TYPES } from '@shared/constants';
import { Select } from '@/components/ui/field';
import { adminQueries } from '../api/admin-queries';
import { EmptyState, ErrorState, LoadingState } from '../layout/list-states';
import { ListPager } from '../lists/list-pager';
import { countText, ListToolbar } from '../lists/list-toolbar';
import { useListParams } from '../lists/use-list-params';
import { ExportLink, PresetExportLinks } from './export-link';
import { VolunteerCard } from './volunteer-card';
import { VolunteerStats } from './volunteer-stats';

const PAGE = ADMIN_LIST_DEFAULT_LIMIT;

export function VolunteerList() {
  const params = useListParams();
  const helpType = params.filter('helpType');
  const filters = { q: params.q || undefined, helpType: helpType || undefined };
  const list = useQuery(
    adminQueries.volunteers({ ...filters, limit: PAGE, offset: (params.page - 1) * PAGE }),
  );
  const selectId = useId();
  const matching = { count: list.data?.total, noun: ['volunteer', 'volunteers'] as [string, string] };

  let body;
  if (list.isPending) body = <LoadingState>Loading volunteers...</LoadingState>;
  else if (list.isError) {
    body = (
      <ErrorState onRetry={() => list.refetch()}>Failed to load volunteers. Please try again.</ErrorState>
    );
  } else if (list.data.rows.length === 0) {
    body =
      filters.q || filters.helpType ? (
        <EmptyState title="No volunteers match" />
      ) : (
        <EmptyState title="No volunteers yet">
          Volunteers appear here when people sign up via the &quot;Join the Team&quot; form.
        </EmptyState>
      );
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.data.rows.map((v) => (
          <li key={v.id}>
            <VolunteerCard volunteer={v} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-8">
      <VolunteerStats />
      <ListToolbar
        search={params.draft}
        onSearch={params.setDraft}
        placeholder="Name or e-mail"
        totalText={list.data ? countText(list.data.total, 'volunteer') : ''}
      >
        <div className="grid w-full gap-1.5 sm:w-64">
          <label htmlFor={selectId} className="text-sm font-semibold text-navy-900">
            Filter by help type
          </label>
          <Select
            id={selectId}
            value={helpType}
            onChange={(e) => params.setFilter('helpType', e.target.value)}
          >
            <option value="">All help types</option>
            {HELP_TYPES.map((h) => (
              <option key={h.value} value={h.value}>
                {h.label}
              </option>
            ))}
          </Select>
        </div>
      </ListToolbar>
      <div className="flex flex-wrap gap-2">
        <ExportLink dataset="volunteers" filters={filters} matching={matching} />
        <PresetExportLinks dataset="volunteers" filters={filters} matching={matching} />
      </div>
      {body}
      <ListPager
        label="Volunteer pages"
        page={params.page}
        pageCount={Math.ceil((list.data?.total ?? 0) / PAGE)}
        onPage={params.setPage}
      />
    </div>
  );
}
