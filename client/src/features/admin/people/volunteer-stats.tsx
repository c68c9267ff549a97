import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '../api/admin-queries';

// SPEC's four counts over every volunteer (not just the filtered ones), each from X-Total-Count:
// the figures never need every row in the browser.
const FIGURES = [
  { label: 'Total Volunteers', params: {} },
  { label: 'Phone Banking', params: { helpType: 'phone-banking' } },
  { label: 'Canvassing', params: { helpType: 'canvassing' } },
  { label: 'With Phone Number', params: { hasPhone: 'true' } },
];

function Figure({ label, params }: (typeof FIGURES)[number]) {
  const count = useQuery(adminQueries.count('volunteers', params));
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-navy-900">
        {count.data === undefined ? '…' : count.data.toLocaleString('en-US')}
      </dd>
    </div>
  );
}

export function VolunteerStats() {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {FIGURES.map((f) => (
        <Figure key={f.label} {...f} />
      ))}
    </dl>
  );
}
