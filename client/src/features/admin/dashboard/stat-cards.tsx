import type { AdminStats } from '@shared/api-types';
import { Skeleton } from '@/components/ui/skeleton';

interface StatCardsProps {
  stats: AdminStats | undefined;
  isError: boolean;
}

const CARDS: { key: keyof AdminStats; label: string; hint: string }[] = [
  { key: 'volunteers', label: 'Total Volunteers', hint: 'Signed up to help' },
  { key: 'testimonials', label: 'Pending Testimonials', hint: 'Need review' },
  { key: 'endorsements', label: 'Pending Endorsements', hint: 'Need approval' },
  { key: 'blogPosts', label: 'Blog Posts', hint: 'Published' },
];

/** SPEC's four headline figures; the query behind them refreshes every 30 seconds. */
export function StatCards({ stats, isError }: StatCardsProps) {
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Overview
      </h2>
      {isError && (
        <p role="alert" className="mb-4 font-medium text-red-800">
          Failed to load the latest figures. They will refresh automatically.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {CARDS.map((card) => (
          // One <div> per group inside <dl>: the only wrapper HTML allows between them.
          <div
            key={card.key}
            className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <dt className="text-sm font-semibold text-slate-700">{card.label}</dt>
            <dd className="text-3xl font-bold text-navy-900">
              {/* While loading, a placeholder rather than a "–" that reads as "none" (issue 35). */}
              {stats ? (
                stats[card.key].toLocaleString('en-US')
              ) : isError ? (
                '–'
              ) : (
                <>
                  <Skeleton className="my-1 h-7 w-16" />
                  <span className="sr-only">Loading</span>
                </>
              )}
            </dd>
            <dd className="text-sm text-slate-600">{card.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
