import type { NewsletterView } from '@shared/api-types';
import { Button } from '@/components/ui/button';

interface NewsletterProgressProps {
  newsletter: NewsletterView;
  onCancel?: () => void;
  cancelling?: boolean;
}

const number = (n: number) => n.toLocaleString('en-US');

/** Sent of total as a bar, with failed and skipped beside it; Cancel while it can still stop. */
export function NewsletterProgress({ newsletter: n, onCancel, cancelling }: NewsletterProgressProps) {
  const done = n.sent + n.failed + n.skipped;
  const percent = n.total > 0 ? Math.round((done / n.total) * 100) : 100;
  const running = n.status === 'sending';
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label="Newsletter progress"
        aria-valuemin={0}
        aria-valuemax={n.total}
        aria-valuenow={n.sent}
        aria-valuetext={`${number(n.sent)} of ${number(n.total)} sent`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-green-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        <span className="font-semibold">
          {number(n.sent)} of {number(n.total)} sent
        </span>
        {', '}
        {number(n.failed)} failed, {number(n.skipped)} skipped
        {running ? ' (sending...)' : ''}
      </p>
      {onCancel && running && (
        <div>
          <Button size="sm" variant="destructive" disabled={cancelling} onClick={onCancel}>
            {cancelling ? 'Cancelling...' : 'Cancel sending'}
          </Button>
        </div>
      )}
    </div>
  );
}
