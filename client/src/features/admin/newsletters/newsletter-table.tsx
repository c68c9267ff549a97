import { Link } from 'wouter';
import type { NewsletterStatus, NewsletterView } from '@shared/api-types';
import { Badge } from '@/components/ui/badge';

const cell = 'px-3 py-2.5 text-left align-top';
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
const n = (value: number) => value.toLocaleString('en-US');

const TONES: Record<NewsletterStatus, 'blue' | 'gold' | 'green' | 'slate' | 'red'> = {
  scheduled: 'blue',
  sending: 'gold',
  sent: 'green',
  cancelled: 'slate',
  failed: 'red',
};

const HEADINGS = ['Post', 'Status', 'Sent', 'Failed', 'Skipped', 'Started', 'Finished'];

/** Every newsletter with its figures, newest first. */
export function NewsletterTable({ newsletters }: { newsletters: NewsletterView[] }) {
  return (
    // On a phone the table scrolls sideways: the wrapper takes focus so the keyboard can scroll it.
    <div
      role="region"
      aria-label="Newsletters"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">Newsletters, newest first</caption>
        <thead className="border-b border-slate-300 bg-slate-50 text-slate-600">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {newsletters.map((item) => (
            <tr key={item.id} className="border-b border-slate-200 last:border-0">
              <td className={`${cell} font-semibold text-navy-900`}>
                <Link
                  href={`/admin/blog/edit/${encodeURIComponent(item.postSlug)}`}
                  className="underline-offset-2 hover:underline"
                >
                  {item.subject}
                </Link>
              </td>
              <td className={cell}>
                <Badge tone={TONES[item.status]} className="capitalize">
                  {item.status}
                </Badge>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {n(item.sent)} of {n(item.total)}
              </td>
              <td className={cell}>{n(item.failed)}</td>
              <td className={cell}>{n(item.skipped)}</td>
              <td className={`${cell} whitespace-nowrap`}>{when(item.startedAt)}</td>
              <td className={`${cell} whitespace-nowrap`}>{when(item.finishedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
