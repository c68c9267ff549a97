import type { AdminVolunteer } from '@shared/api-types';

/** SPEC's four counts over every volunteer (not just the filtered ones). */
export function VolunteerStats({ volunteers }: { volunteers: AdminVolunteer[] }) {
  const figures = [
    { label: 'Total Volunteers', value: volunteers.length },
    { label: 'Phone Banking', value: volunteers.filter((v) => v.helpType === 'phone-banking').length },
    { label: 'Canvassing', value: volunteers.filter((v) => v.helpType === 'canvassing').length },
    { label: 'With Phone Number', value: volunteers.filter((v) => v.phone).length },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {figures.map((f) => (
        <div key={f.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <dt className="text-sm font-semibold text-slate-700">{f.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-navy-900">{f.value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
