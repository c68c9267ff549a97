import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Decision, ModerationKind } from './use-moderate';
import { useBulkModerate } from './use-bulk-moderate';

interface BulkActionsProps {
  kind: ModerationKind;
  pageIds: string[];
  selected: Set<string>;
  setSelected: (ids: Set<string>) => void;
}

const VERB = { approved: 'Approve', rejected: 'Reject' } as const;

/** "Select all on this page", Approve selected / Reject selected, and a confirmation saying how many. */
export function BulkActions({ kind, pageIds, selected, setSelected }: BulkActionsProps) {
  const [asking, setAsking] = useState<Decision | null>(null);
  const bulk = useBulkModerate(kind, () => setSelected(new Set()));
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const count = selected.size;
  const noun = `${kind}${count === 1 ? '' : 's'}`;

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3">
      <label className="flex items-center gap-2 text-sm font-semibold text-navy-900">
        <input
          type="checkbox"
          checked={allOnPage}
          onChange={(event) => setSelected(event.target.checked ? new Set(pageIds) : new Set())}
          className="size-5 accent-union-600"
        />
        Select all on this page
      </label>
      <p className="text-sm text-slate-600" aria-live="polite">
        {count} selected
      </p>
      <div className="ml-auto flex gap-2">
        <Button size="sm" disabled={count === 0 || bulk.isPending} onClick={() => setAsking('approved')}>
          Approve selected
        </Button>
        <Button
          size="sm"
          variant="destructive"
          disabled={count === 0 || bulk.isPending}
          onClick={() => setAsking('rejected')}
        >
          Reject selected
        </Button>
      </div>
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? `${VERB[asking]} ${count} ${noun}?` : ''}
        description={
          asking === 'approved'
            ? `They will appear on the public site.`
            : `They will not be shown on the public site.`
        }
      >
        <Button variant="outline" onClick={() => setAsking(null)}>
          Cancel
        </Button>
        <Button
          variant={asking === 'rejected' ? 'destructive' : 'primary'}
          onClick={() => {
            if (asking) bulk.mutate({ ids: [...selected], status: asking });
            setAsking(null);
          }}
        >
          {asking ? VERB[asking] : ''}
        </Button>
      </Dialog>
    </div>
  );
}
