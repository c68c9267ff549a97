import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@shared/schemas/analytics';

/** 7, 30 or 90 days, as a group of toggle buttons (the chosen one pressed). */
export function PeriodPicker({
  days,
  onChange,
}: {
  days: AnalyticsPeriod;
  onChange: (d: AnalyticsPeriod) => void;
}) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-md border border-slate-300 bg-white">
      {ANALYTICS_PERIODS.map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={d === days}
          onClick={() => onChange(d)}
          className="min-h-11 px-4 text-sm font-medium first:rounded-l-md last:rounded-r-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-union-600 aria-pressed:bg-union-600 aria-pressed:text-white"
        >
          {d} days
        </button>
      ))}
    </div>
  );
}
