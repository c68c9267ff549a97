// What the admin area's day charts share (the dashboard's sign-ups, the analytics' visits).

/** A YYYY-MM-DD day as "Mar 9", read as that calendar day whatever the browser's zone. */
export const shortDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The baseline of a bar chart `width` wide with its bars `height` tall, and its first and last days. */
export function DayAxis({
  days,
  width,
  height,
}: {
  days: { date: string }[];
  width: number;
  height: number;
}) {
  return (
    <>
      <line x1={0} x2={width} y1={height} y2={height} className="stroke-slate-300" />
      <text x={0} y={height + 16} className="fill-slate-600 text-[11px]">
        {days[0] && shortDate(days[0].date)}
      </text>
      <text x={width} y={height + 16} textAnchor="end" className="fill-slate-600 text-[11px]">
        {days.at(-1) && shortDate(days.at(-1)!.date)}
      </text>
    </>
  );
}
