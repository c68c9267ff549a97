import { useQuery } from '@tanstack/react-query';
import type { DailyStat } from '@shared/api-types';
import { Card, CardBody } from '@/components/ui/card';
import { adminQueries } from '../api/admin-queries';
import { DayAxis, shortDate } from './chart-axis';

const DAYS = 30;
const WIDTH = 600;
const HEIGHT = 160;
const SERIES = ['volunteers', 'contacts', 'newsletters', 'endorsements', 'testimonials'] as const;
const LABELS = {
  volunteers: 'Volunteers',
  contacts: 'Messages',
  newsletters: 'Newsletter',
  endorsements: 'Endorsements',
  testimonials: 'Stories',
};

const total = (d: DailyStat) => SERIES.reduce((sum, key) => sum + d[key], 0);

/** Sign-ups per day for the last 30 days: plain SVG bars, a summary, and the figures as a table. */
export function SignupsChart() {
  const daily = useQuery(adminQueries.daily(DAYS));
  const days = daily.data ?? [];
  const max = Math.max(1, ...days.map(total));
  const sum = days.reduce((s, d) => s + total(d), 0);
  const busiest = days.reduce<DailyStat | undefined>(
    (best, d) => (!best || total(d) > total(best) ? d : best),
    undefined,
  );
  const barWidth = WIDTH / DAYS;

  return (
    <section aria-labelledby="signups-heading">
      <Card>
        <CardBody>
          <h2 id="signups-heading" className="text-xl font-bold">
            Sign-ups, last 30 days
          </h2>
          {/* Two lines' room below md, where the summary takes two: it does not grow as it loads. */}
          <p className="mt-1 min-h-10 text-sm text-slate-700 md:min-h-0" aria-live="polite">
            {daily.isPending && 'Loading sign-ups...'}
            {daily.isError && 'Failed to load the sign-ups.'}
            {daily.data &&
              `${sum.toLocaleString('en-US')} new sign-ups, messages and submissions in ${DAYS} days` +
                (busiest && total(busiest) > 0
                  ? `; the busiest day was ${shortDate(busiest.date)} with ${total(busiest)}.`
                  : '.')}
          </p>
          {daily.isPending && (
            // The chart's room and the table toggle's line, held while loading, so that the cards
            // below do not move when the chart comes (a tap meant for one would land on another).
            <div aria-hidden="true">
              <div className="mt-4 aspect-[600/180] w-full" />
              <div className="mt-4 h-5" />
            </div>
          )}
          {daily.data && (
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
              className="mt-4 w-full"
              aria-hidden="true"
              focusable="false"
            >
              {days.map((d, i) => {
                const h = (total(d) / max) * HEIGHT;
                return (
                  <rect
                    key={d.date}
                    x={i * barWidth + 2}
                    y={HEIGHT - h}
                    width={barWidth - 4}
                    height={h}
                    rx={2}
                    className="fill-union-600"
                  >
                    <title>{`${shortDate(d.date)}: ${total(d)}`}</title>
                  </rect>
                );
              })}
              <DayAxis days={days} width={WIDTH} height={HEIGHT} />
            </svg>
          )}
          {daily.data && (
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-semibold text-union-600">
                Show the figures as a table
              </summary>
              <div className="mt-3 max-h-80 overflow-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Sign-ups per day, last 30 days</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="py-1 pr-3">
                        Date
                      </th>
                      {SERIES.map((key) => (
                        <th key={key} scope="col" className="py-1 pr-3">
                          {LABELS[key]}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {days.map((d) => (
                      <tr key={d.date} className="border-t border-slate-100">
                        <th scope="row" className="py-1 pr-3 font-medium">
                          {shortDate(d.date)}
                        </th>
                        {SERIES.map((key) => (
                          <td key={key} className="py-1 pr-3">
                            {d[key]}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          )}
        </CardBody>
      </Card>
    </section>
  );
}
