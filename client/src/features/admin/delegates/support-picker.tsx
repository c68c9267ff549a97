import { cn } from '@/lib/cn';
import { PLEDGE_LABELS, PLEDGES, SUPPORT_LABELS, SUPPORT_LEVELS, supportKey } from '@shared/delegates';
import { pledgeNeedsMet, SUPPORT_TONES } from './delegate-labels';
import type { Delegate, Pledge, SupportLevel } from '@shared/delegates';
import { useDelegatePatch } from './use-delegate-patch';

const chip =
  'min-h-11 rounded-lg border-2 px-3 py-2 text-sm font-semibold focus-visible:outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-union-500 focus-visible:ring-offset-2 disabled:opacity-50';

/** Support and pledge, each changed with one tap; the pressed button is the delegate's value. */
export function SupportPicker({ delegate }: { delegate: Delegate }) {
  const patch = useDelegatePatch(delegate);
  const setSupport = (support: SupportLevel) => {
    if (support === delegate.support) return;
    // A pledge needs support 1 or 2: moving away from them drops the pledge in the same change.
    const dropPledge = delegate.pledge !== 'none' && !pledgeNeedsMet(support);
    patch.mutate({ support, ...(dropPledge && { pledge: 'none' }) });
  };
  const setPledge = (pledge: Pledge) => {
    if (pledge !== delegate.pledge) patch.mutate({ pledge });
  };

  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Support" className="grid gap-1.5">
        <p className="text-sm font-semibold text-navy-900" aria-hidden="true">
          Support
        </p>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-5">
          {SUPPORT_LEVELS.map((level) => (
            <button
              key={level}
              type="button"
              aria-pressed={delegate.support === level}
              disabled={patch.isPending}
              onClick={() => setSupport(level)}
              className={cn(
                chip,
                'text-left',
                delegate.support === level
                  ? cn(SUPPORT_TONES[supportKey(level)], 'border-navy-900')
                  : 'border-slate-300 bg-white text-navy-900 hover:border-navy-900',
              )}
            >
              {level}: {SUPPORT_LABELS[supportKey(level)]}
            </button>
          ))}
        </div>
      </div>
      <div role="group" aria-label="Pledge" className="grid gap-1.5">
        <p className="text-sm font-semibold text-navy-900" aria-hidden="true">
          Pledge
        </p>
        <div className="grid grid-cols-3 gap-2">
          {PLEDGES.map((pledge) => (
            <button
              key={pledge}
              type="button"
              aria-pressed={delegate.pledge === pledge}
              disabled={patch.isPending || (pledge !== 'none' && !pledgeNeedsMet(delegate.support))}
              onClick={() => setPledge(pledge)}
              className={cn(
                chip,
                delegate.pledge === pledge
                  ? 'border-navy-900 bg-navy-900 text-white'
                  : 'border-slate-300 bg-white text-navy-900 hover:border-navy-900',
              )}
            >
              {PLEDGE_LABELS[pledge]}
            </button>
          ))}
        </div>
        {!pledgeNeedsMet(delegate.support) && (
          <p className="text-sm text-slate-600">A pledge needs support 1 or 2.</p>
        )}
      </div>
    </div>
  );
}
