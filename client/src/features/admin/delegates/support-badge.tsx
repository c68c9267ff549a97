import { cn } from '@/lib/cn';
import { PLEDGE_LABELS, supportKey } from '@shared/delegates';
import { SUPPORT_TONES, supportLabel } from './delegate-labels';
import type { Pledge, SupportLevel } from '@shared/delegates';

/** Support as a label on its colour: the words carry it, the colour helps a scan down the list. */
export function SupportBadge({ support, className }: { support: SupportLevel | null; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        SUPPORT_TONES[supportKey(support)],
        className,
      )}
    >
      {support !== null && <span className="mr-1 font-bold">{support}</span>}
      {supportLabel(support)}
    </span>
  );
}

export function PledgeBadge({ pledge }: { pledge: Pledge }) {
  if (pledge === 'none') return null;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        pledge === 'hard' ? 'border-green-800 text-green-900' : 'border-amber-800 text-amber-900',
      )}
    >
      {PLEDGE_LABELS[pledge]}
    </span>
  );
}
