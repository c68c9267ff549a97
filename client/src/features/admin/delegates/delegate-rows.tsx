import { Link } from 'wouter';
import type { Delegate } from '@shared/delegates';
import { formatLongDate } from '@/lib/format';
import { PledgeBadge, SupportBadge } from './support-badge';

interface RowsProps {
  rows: Delegate[];
  /** Set when the account may select rows for a bulk change. */
  selection?: { selected: Set<string>; toggle: (id: string) => void; toggleAll: () => void };
  /** Today in the campaign's calendar (YYYY-MM-DD), to mark overdue next steps. */
  today: string;
}

const name = (d: Delegate) => `${d.lastName}, ${d.firstName}`;

function NextStepText({ delegate, today }: { delegate: Delegate; today: string }) {
  const step = delegate.nextStep;
  if (!step) return <span className="text-slate-600">None</span>;
  const overdue = step.due < today;
  return (
    <span>
      {step.text}{' '}
      <span className={overdue ? 'font-semibold text-red-800' : 'text-slate-600'}>
        ({overdue ? 'overdue, ' : ''}due {formatLongDate(`${step.due}T12:00:00`)})
      </span>
    </span>
  );
}

const lastContact = (d: Delegate) => (d.lastContactAt ? formatLongDate(d.lastContactAt) : 'Never');

function SelectBox({
  delegate,
  selection,
}: {
  delegate: Delegate;
  selection: NonNullable<RowsProps['selection']>;
}) {
  return (
    <input
      type="checkbox"
      className="size-5 accent-navy-900"
      aria-label={`Select ${delegate.firstName} ${delegate.lastName}`}
      checked={selection.selected.has(delegate.id)}
      onChange={() => selection.toggle(delegate.id)}
    />
  );
}

/** The delegates as a table on a wide screen and as stacked cards on a phone (one of the two shows). */
export function DelegateRows({ rows, selection, today }: RowsProps) {
  const allSelected = selection && rows.every((d) => selection.selected.has(d.id));
  return (
    <>
      <ul className="grid gap-3 md:hidden">
        {rows.map((d) => (
          <li
            key={d.id}
            className="relative flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            {selection && (
              <div className="relative z-10 pt-1">
                <SelectBox delegate={d} selection={selection} />
              </div>
            )}
            <div className="grid min-w-0 gap-1.5">
              {/* The whole card is the link's target: a big tap on a phone. */}
              <Link
                href={`/admin/delegates/${d.id}`}
                className="text-lg font-bold text-navy-900 after:absolute after:inset-0"
              >
                {name(d)}
              </Link>
              <p className="flex flex-wrap gap-2">
                <SupportBadge support={d.support} />
                <PledgeBadge pledge={d.pledge} />
              </p>
              <p className="text-sm text-slate-700">
                {d.local}, {d.region} · Owner: {d.owner ?? 'nobody'} · Last contact: {lastContact(d)}
              </p>
              <p className="text-sm">
                Next: <NextStepText delegate={d} today={today} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div
        tabIndex={0}
        role="region"
        aria-label="Delegates"
        className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Delegates</caption>
          <thead className="bg-slate-50">
            <tr>
              {selection && (
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-5 accent-navy-900"
                    aria-label="Select every delegate on this page"
                    checked={allSelected}
                    onChange={selection.toggleAll}
                  />
                </th>
              )}
              {['Name', 'Local and region', 'Support', 'Owner', 'Next step', 'Last contact'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold text-navy-900">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.id} className="border-t border-slate-100 align-top">
                {selection && (
                  <td className="px-3 py-3">
                    <SelectBox delegate={d} selection={selection} />
                  </td>
                )}
                <th scope="row" className="px-3 py-3 font-semibold">
                  <Link
                    href={`/admin/delegates/${d.id}`}
                    className="text-union-600 underline hover:text-navy-900"
                  >
                    {name(d)}
                  </Link>
                  {d.kind === 'alternate' && (
                    <span className="block text-xs font-normal text-slate-600">Alternate</span>
                  )}
                </th>
                <td className="px-3 py-3">
                  {d.local}
                  <span className="block text-slate-600">{d.region}</span>
                </td>
                <td className="px-3 py-3">
                  <span className="flex flex-wrap gap-1">
                    <SupportBadge support={d.support} />
                    <PledgeBadge pledge={d.pledge} />
                  </span>
                </td>
                <td className="px-3 py-3">{d.owner ?? <span className="text-slate-600">Nobody</span>}</td>
                <td className="px-3 py-3">
                  <NextStepText delegate={d} today={today} />
                </td>
                <td className="px-3 py-3">{lastContact(d)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
