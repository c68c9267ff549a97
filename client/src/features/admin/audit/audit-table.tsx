import type { AuditEntryView } from '@shared/admin-accounts';
import { actionLabel, targetLabel } from './audit-labels';

const cell = 'px-3 py-2.5 text-left align-top';
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Who did what to which item and when, one row per audit entry, newest first. */
export function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  return (
    // On a phone the table scrolls sideways: the wrapper takes focus so the keyboard can scroll it.
    <div
      role="region"
      aria-label="Audit trail"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">Audit trail, newest first</caption>
        <thead className="border-b border-slate-300 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className={cell}>
              When
            </th>
            <th scope="col" className={cell}>
              Who
            </th>
            <th scope="col" className={cell}>
              What
            </th>
            <th scope="col" className={cell}>
              Item
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-200 last:border-0">
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
              </td>
              <td className={`${cell} font-semibold text-navy-900`}>{entry.actor}</td>
              <td className={cell}>{actionLabel(entry.action)}</td>
              <td className={`${cell} break-all`}>{targetLabel(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
