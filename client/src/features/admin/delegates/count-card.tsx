import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { DelegateCount } from '@shared/delegates';
import { delegateQueries } from './delegate-api';

/** "N of W committed", hard and soft apart: the figure the campaign lives by. */
export function CountFigure({ count }: { count: DelegateCount }) {
  const short = Math.max(0, count.winNumber - count.committed);
  return (
    <div className="grid gap-1">
      <p className="text-4xl font-bold text-navy-900">
        {count.committed}{' '}
        <span className="text-2xl font-semibold text-slate-700">of {count.winNumber} committed</span>
      </p>
      <p className="text-slate-700">
        {count.hard} hard, {count.soft} soft, of {count.seated} seated delegates;{' '}
        {short > 0 ? `${short} more needed to win.` : 'enough to win.'}
      </p>
    </div>
  );
}

/** The dashboard's first card: the delegate count, linking to its screen. */
export function DelegateCountCard() {
  const count = useQuery(delegateQueries.count());
  return (
    <section
      aria-labelledby="delegate-count-heading"
      className="rounded-xl border-2 border-navy-900 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="delegate-count-heading" className="text-lg font-bold">
        <Link href="/admin/delegates/count" className="text-union-600 underline hover:text-navy-900">
          Delegate count
        </Link>
      </h2>
      {count.isPending && (
        // The figure's two lines, held while it loads, so that nothing below moves when it comes.
        <div className="grid gap-1">
          <p aria-hidden="true" className="text-4xl">
            {'\u00a0'}
          </p>
          {/* Two lines on a phone, as the figure's sentence takes there. */}
          <p role="status" className="min-h-12 sm:min-h-0">
            Loading the count...
          </p>
        </div>
      )}
      {count.isError && (
        <p role="alert" className="text-red-800">
          Failed to load the count.
        </p>
      )}
      {count.data && <CountFigure count={count.data} />}
    </section>
  );
}
