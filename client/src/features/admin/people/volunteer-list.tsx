import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HELP_TYPES } from '@shared/constants';
import { Select } from '@/components/ui/field';
import { adminQueries } from '../api/admin-queries';
import { EmptyState, ErrorState, LoadingState } from '../layout/list-states';
import { VolunteerCard } from './volunteer-card';
import { VolunteerStats } from './volunteer-stats';

export function VolunteerList() {
  const volunteers = useQuery(adminQueries.volunteers());
  const [helpType, setHelpType] = useState('');

  if (volunteers.isPending) return <LoadingState>Loading volunteers...</LoadingState>;
  if (volunteers.isError) {
    return (
      <ErrorState onRetry={() => volunteers.refetch()}>
        Failed to load volunteers. Please try again.
      </ErrorState>
    );
  }
  if (volunteers.data.length === 0) {
    return (
      <EmptyState title="No volunteers yet">
        Volunteers appear here when people sign up via the &quot;Join the Team&quot; form.
      </EmptyState>
    );
  }

  const shown = helpType ? volunteers.data.filter((v) => v.helpType === helpType) : volunteers.data;
  return (
    <div className="grid gap-8">
      <VolunteerStats volunteers={volunteers.data} />
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <div className="grid w-full gap-1.5 sm:w-64">
          <label htmlFor="help-type-filter" className="text-sm font-semibold text-navy-900">
            Filter by help type
          </label>
          <Select id="help-type-filter" value={helpType} onChange={(e) => setHelpType(e.target.value)}>
            <option value="">All help types</option>
            {HELP_TYPES.map((h) => (
              <option key={h.value} value={h.value}>
                {h.label}
              </option>
            ))}
          </Select>
        </div>
        <p role="status" className="pb-3 text-sm text-slate-600">
          Showing {shown.length} of {volunteers.data.length}
        </p>
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No volunteers for this help type" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((v) => (
            <li key={v.id}>
              <VolunteerCard volunteer={v} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
