import { useId, useState } from 'react';
import type { Delegate } from '@shared/delegates';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { NO_OWNER, OwnerSelect, ownerOf } from './owner-select';
import { useDelegatePatch } from './use-delegate-patch';

/** Who works this delegate, given to another account from the record (admin only). */
export function RecordOwner({ delegate }: { delegate: Delegate }) {
  const id = useId();
  const current = delegate.owner ?? NO_OWNER;
  // The owner picked but not yet assigned; the record's own owner shows until one is picked.
  const [picked, setPicked] = useState<string | null>(null);
  const owner = picked ?? current;
  const patch = useDelegatePatch(delegate, { onStale: () => setPicked(null) });

  function assign() {
    const chosen = ownerOf(owner);
    patch.mutate(
      { owner: chosen },
      {
        onSuccess: () => {
          setPicked(null);
          toast({ title: 'Owner set', description: chosen ?? 'Nobody owns this delegate now.' });
        },
      },
    );
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-owner`} className="text-sm font-semibold text-navy-900">
          Owner
        </label>
        <OwnerSelect id={`${id}-owner`} value={owner} onChange={setPicked} className="w-56" />
      </div>
      <Button size="sm" disabled={patch.isPending || !owner || owner === current} onClick={assign}>
        Assign owner
      </Button>
    </div>
  );
}
