import { useQuery } from '@tanstack/react-query';
import type { NewsletterSummary } from '@shared/api-types';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format';
import { newsletterQueries, useCancelNewsletter } from './newsletter-api';
import { NewsletterProgress } from './newsletter-progress';

const subscribers = (n: number) => `${n.toLocaleString('en-US')} subscriber${n === 1 ? '' : 's'}`;

/** A post's newsletter on its card and in the editor: progress while it runs, then what happened. */
export function NewsletterStatus({ summary }: { summary: NewsletterSummary }) {
  // The figures and dates come from the newsletter itself, polled while it runs.
  const detail = useQuery(newsletterQueries.detail(summary.id));
  const cancel = useCancelNewsletter();
  const n = detail.data;
  const status = n?.status ?? summary.status;

  if (status === 'sending' && n)
    return (
      <NewsletterProgress newsletter={n} onCancel={() => cancel.mutate(n.id)} cancelling={cancel.isPending} />
    );
  if (status === 'scheduled')
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        Newsletter scheduled: it goes out when the post goes live.
        <Button
          size="sm"
          variant="outline"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(summary.id)}
        >
          Cancel newsletter
        </Button>
      </p>
    );
  const sent = n?.sent ?? summary.sent;
  const when = n?.finishedAt ? ` on ${formatLongDate(n.finishedAt)}` : '';
  const text =
    status === 'sent'
      ? `Sent as a newsletter${when} to ${subscribers(sent)}.`
      : status === 'cancelled'
        ? `Newsletter cancelled${when} after ${subscribers(sent)} of ${(n?.total ?? summary.total).toLocaleString('en-US')}.`
        : status === 'failed'
          ? `Newsletter failed${when}: none of its ${(n?.total ?? summary.total).toLocaleString('en-US')} messages went out.`
          : 'Sending newsletter...';
  return <p className="text-sm text-slate-700">{text}</p>;
}
