import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { formatLongDate } from '@/lib/format';
import { delegateQueries } from './delegate-api';
import { timelineItems, type TimelineItem } from './timeline-items';
import { usePendingContacts } from './use-pending-contacts';

const KIND_BADGES: Record<
  TimelineItem['kind'],
  { label: string; tone: 'blue' | 'slate' | 'green' | 'gold' }
> = {
  contact: { label: 'Contact', tone: 'blue' },
  change: { label: 'Change', tone: 'slate' },
  site: { label: 'On the site', tone: 'green' },
  waiting: { label: 'Waiting to send', tone: 'gold' },
};

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** Everything that happened with one delegate, newest first, in one list. */
export function DelegateTimeline({ id }: { id: string }) {
  const history = useQuery(delegateQueries.history(id));
  const contacts = useQuery(delegateQueries.contacts(id));
  const activity = useQuery(delegateQueries.activity(id));
  const waiting = usePendingContacts(id);
  const failed = history.isError || contacts.isError || activity.isError;
  const items = timelineItems(history.data ?? [], contacts.data ?? [], activity.data ?? [], waiting);

  return (
    <section aria-labelledby="timeline-heading" className="grid gap-4">
      <h2 id="timeline-heading" className="text-xl font-bold">
        Timeline
      </h2>
      {failed && (
        <p role="alert" className="font-medium text-red-800">
          Part of the timeline failed to load.
        </p>
      )}
      {items.length === 0 && !history.isPending && <p className="text-slate-600">Nothing yet.</p>}
      <ol className="grid gap-3">
        {items.map((item) => {
          const badge = KIND_BADGES[item.kind];
          return (
            <li key={item.key} className="rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <Badge tone={badge.tone}>{badge.label}</Badge>
                <time dateTime={item.at}>
                  {formatLongDate(item.at)}, {time(item.at)}
                </time>
                {item.by && <span>by {item.by}</span>}
              </div>
              <p className="mt-1 font-semibold text-navy-900">
                {item.link ? (
                  <a href={item.link} className="text-union-600 underline">
                    {item.title}
                  </a>
                ) : (
                  item.title
                )}
              </p>
              {item.detail && <p className="mt-1 whitespace-pre-line text-slate-700">{item.detail}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
