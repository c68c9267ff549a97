import { useId, type ReactNode } from 'react';
import type { ApprovalStatus } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { formatLongDate } from '@/lib/format';
import { ApprovalBadge } from './status-badge';
import type { SignupOrigin as Origin } from '@shared/schemas/analytics';
import { SignupOrigin } from '../analytics/signup-origin';

interface ModerationCardProps {
  name: string;
  /** Title and organization, when given. */
  byline?: string;
  status: ApprovalStatus;
  date: string;
  text: string;
  /** Approve/Reject are offered only on pending items (SPEC section 4). */
  onDecide?: (status: 'approved' | 'rejected') => void;
  busy?: boolean;
  /** A checkbox for bulk moderation, when the list offers it. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  /** Where it came from (CONTRACT section 17). */
  origin?: Partial<Origin>;
}

export function ModerationCard(props: ModerationCardProps) {
  const { name, byline, status, date, text, onDecide, busy, selected, onSelect, origin } = props;
  const id = useId();
  let actions: ReactNode = null;
  if (status === 'pending' && onDecide) {
    actions = (
      <div className="mt-5 flex flex-wrap gap-3">
        <Button size="sm" disabled={busy} onClick={() => onDecide('approved')}>
          Approve
        </Button>
        <Button size="sm" variant="destructive" disabled={busy} onClick={() => onDecide('rejected')}>
          Reject
        </Button>
      </div>
    );
  }
  return (
    <Card>
      <article aria-labelledby={`${id}-name`}>
        <CardBody>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex items-start gap-3">
              {onSelect && (
                <input
                  type="checkbox"
                  checked={selected ?? false}
                  onChange={(event) => onSelect(event.target.checked)}
                  aria-label={`Select ${name}`}
                  className="mt-1.5 size-5 accent-union-600"
                />
              )}
              <div>
                <h2 id={`${id}-name`} className="text-lg font-bold">
                  {name}
                </h2>
                {byline && <p className="text-sm text-slate-600">{byline}</p>}
              </div>
            </div>
            <ApprovalBadge status={status} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Submitted <time dateTime={date}>{formatLongDate(date)}</time>
          </p>
          <SignupOrigin {...origin} />
          <blockquote className="mt-4 border-l-4 border-gold-400 pl-4 whitespace-pre-line text-slate-800 italic">
            “{text}”
          </blockquote>
          {actions}
        </CardBody>
      </article>
    </Card>
  );
}
