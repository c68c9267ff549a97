import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { PLEDGE_LABELS, PLEDGES, SUPPORT_KEYS, SUPPORT_LABELS } from '@shared/delegates';
import { Select } from '@/components/ui/field';
import type { ListParams } from '../lists/use-list-params';
import { delegateQueries } from './delegate-api';

/** The list's filters as the address names them (CONTRACT section 15's query parameters). */
export const FILTER_NAMES = ['support', 'pledge', 'owner', 'due', 'region', 'kind', 'sort'] as const;

interface Choice {
  name: (typeof FILTER_NAMES)[number];
  label: string;
  all: string;
  options: { value: string; label: string }[];
}

const STATIC_CHOICES: Choice[] = [
  {
    name: 'support',
    label: 'Support',
    all: 'Any support',
    options: [
      { value: '1,2', label: 'For us (1 and 2)' },
      ...SUPPORT_KEYS.map((key) => ({
        value: key,
        label: key === 'unknown' ? SUPPORT_LABELS[key] : `${key}: ${SUPPORT_LABELS[key]}`,
      })),
    ],
  },
  {
    name: 'pledge',
    label: 'Pledge',
    all: 'Any pledge',
    options: PLEDGES.map((p) => ({ value: p, label: PLEDGE_LABELS[p] })),
  },
  {
    name: 'owner',
    label: 'Owner',
    all: 'Anyone',
    options: [
      { value: 'me', label: 'Mine' },
      { value: 'none', label: 'Nobody' },
    ],
  },
  {
    name: 'due',
    label: 'Next step',
    all: 'Any time',
    options: [
      { value: 'overdue', label: 'Overdue' },
      { value: 'week', label: 'Due this week' },
    ],
  },
  {
    name: 'kind',
    label: 'Kind',
    all: 'Delegates and alternates',
    options: [
      { value: 'delegate', label: 'Delegates' },
      { value: 'alternate', label: 'Alternates' },
    ],
  },
  {
    name: 'sort',
    label: 'Sort by',
    all: 'Name',
    options: [
      { value: 'due', label: 'Next step due' },
      { value: 'lastContact', label: 'Last contact' },
      { value: 'updated', label: 'Recently changed' },
    ],
  },
];

function FilterSelect({ choice, params }: { choice: Choice; params: ListParams }) {
  const id = useId();
  return (
    <div className="grid w-[calc(50%-0.5rem)] gap-1.5 sm:w-44">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {choice.label}
      </label>
      <Select
        id={id}
        value={params.filter(choice.name)}
        onChange={(e) => params.setFilter(choice.name, e.target.value)}
      >
        <option value="">{choice.all}</option>
        {choice.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Support, pledge, owner, next step, region, kind and order, beside the search box. */
export function DelegateFilters({ params, showRegions }: { params: ListParams; showRegions: boolean }) {
  // The count already knows every region; a coordinator's and a viewer's role may read it.
  const count = useQuery({ ...delegateQueries.count(), enabled: showRegions });
  const regions: Choice = {
    name: 'region',
    label: 'Region',
    all: 'Every region',
    options: (count.data?.byRegion ?? []).map((r) => ({ value: r.region, label: r.region })),
  };
  return (
    <>
      {STATIC_CHOICES.slice(0, 4).map((choice) => (
        <FilterSelect key={choice.name} choice={choice} params={params} />
      ))}
      {showRegions && <FilterSelect choice={regions} params={params} />}
      {STATIC_CHOICES.slice(4).map((choice) => (
        <FilterSelect key={choice.name} choice={choice} params={params} />
      ))}
    </>
  );
}

/** The filters in the address, as the list and the export send them. */
export function filtersOf(params: ListParams): Record<string, string | undefined> {
  const filters: Record<string, string | undefined> = { q: params.q || undefined };
  for (const name of FILTER_NAMES) filters[name] = params.filter(name) || undefined;
  return filters;
}
