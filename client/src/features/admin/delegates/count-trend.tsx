import type { DelegateCount } from '@shared/delegates';
import { DayAxis, shortDate } from '../dashboard/chart-axis';

const WIDTH = 600;
const HEIGHT = 160;

/** Hard and soft pledges at the end of each of the last 60 days, stacked, against the win number. */
export function CountTrend({ count }: { count: DelegateCount }) {
  const days = count.trend;
  const max = Math.max(1, count.winNumber, ...days.map((d) => d.hard + d.soft));
  const barWidth = WIDTH / Math.max(days.length, 1);
  const y = (n: number) => HEIGHT - (n / max) * HEIGHT;
  const first = days[0];
  const last = days.at(-1);

  return (
    <section aria-labelledby="trend-heading" className="grid gap-3">
      <h2 id="trend-heading" className="text-xl font-bold">
        Committed, last {days.length} days
      </h2>
      {first && last && (
        <p className="text-sm text-slate-700">
          From {first.hard + first.soft} on {shortDate(first.date)} to {last.hard + last.soft} today (
          {last.hard} hard, {last.soft} soft); {count.winNumber} needed to win.
        </p>
      )}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} className="w-full" aria-hidden="true" focusable="false">
        {days.map((d, i) => (
          <g key={d.date}>
            <rect
              x={i * barWidth + 1}
              y={y(d.hard)}
              width={barWidth - 2}
              height={HEIGHT - y(d.hard)}
              className="fill-green-700"
            />
            <rect
              x={i * barWidth + 1}
              y={y(d.hard + d.soft)}
              width={barWidth - 2}
              height={HEIGHT - y(d.soft)}
              className="fill-amber-400"
            />
          </g>
        ))}
        <line
          x1={0}
          x2={WIDTH}
          y1={y(count.winNumber)}
          y2={y(count.winNumber)}
          strokeDasharray="6 4"
          className="stroke-navy-900"
        />
        <DayAxis days={days} width={WIDTH} height={HEIGHT} />
      </svg>
      <p className="flex flex-wrap gap-4 text-sm text-slate-700">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-3 bg-green-700" />
          Hard
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-3 bg-amber-400" />
          Soft
        </span>
        <span>- - - Win number</span>
      </p>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-union-600">
          Show the figures as a table
        </summary>
        <div className="mt-3 max-h-80 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Hard and soft pledges per day</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Date
                </th>
                <th scope="col" className="py-1 pr-3">
                  Hard
                </th>
                <th scope="col" className="py-1 pr-3">
                  Soft
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {shortDate(d.date)}
                  </th>
                  <td className="py-1 pr-3">{d.hard}</td>
                  <td className="py-1 pr-3">{d.soft}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
