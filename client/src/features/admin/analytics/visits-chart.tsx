import type { AnalyticsDay } from '@shared/schemas/analytics';
import { DayAxis, shortDate } from '../dashboard/chart-axis';

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Visitors and sign-ups per day as plain SVG bars (no chart library: a few dozen rectangles), hidden
 * from screen readers, which get the same figures as a table below it.
 */
export function VisitsChart({ days }: { days: AnalyticsDay[] }) {
  const max = Math.max(1, ...days.map((d) => Math.max(d.visitors, d.signups)));
  const slot = WIDTH / Math.max(1, days.length);
  const bar = (value: number) => (value / max) * HEIGHT;
  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} className="w-full" aria-hidden="true" focusable="false">
        {days.map((d, i) => (
          <g key={d.date}>
            <rect
              x={i * slot + 1}
              y={HEIGHT - bar(d.visitors)}
              width={Math.max(1, slot * 0.6 - 1)}
              height={bar(d.visitors)}
              className="fill-union-600"
            >
              <title>{`${shortDate(d.date)}: ${d.visitors} visitors, ${d.views} views`}</title>
            </rect>
            <rect
              x={i * slot + slot * 0.6}
              y={HEIGHT - bar(d.signups)}
              width={Math.max(1, slot * 0.35)}
              height={bar(d.signups)}
              className="fill-amber-500"
            >
              <title>{`${shortDate(d.date)}: ${d.signups} sign-ups`}</title>
            </rect>
          </g>
        ))}
        <DayAxis days={days} width={WIDTH} height={HEIGHT} />
      </svg>
      <figcaption className="mt-2 flex gap-4 text-sm text-slate-700">
        <span>
          <span className="mr-1 inline-block size-3 rounded-sm bg-union-600" aria-hidden="true" />
          Visitors
        </span>
        <span>
          <span className="mr-1 inline-block size-3 rounded-sm bg-amber-500" aria-hidden="true" />
          Sign-ups
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>Visitors, views and sign-ups by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visitors</th>
            <th scope="col">Views</th>
            <th scope="col">Sign-ups</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{shortDate(d.date)}</th>
              <td>{d.visitors}</td>
              <td>{d.views}</td>
              <td>{d.signups}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
