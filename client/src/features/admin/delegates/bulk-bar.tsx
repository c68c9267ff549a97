import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { TAG_MAX, type DelegateBulkInput } from '@shared/delegates';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { bulkUpdate } from './delegate-api';
import { OwnerSelect, ownerOf } from './owner-select';

type BulkChange = Omit<DelegateBulkInput, 'ids'>;

const labelClass = 'text-sm font-semibold text-navy-900';

/** Assigning an owner, a region or a tag to every selected delegate at once (admin only). */
export function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [owner, setOwner] = useState('');
  const [region, setRegion] = useState('');
  const [tag, setTag] = useState('');
  const [busy, setBusy] = useState(false);

  async function apply(change: BulkChange, what: string) {
    setBusy(true);
    try {
      const result = await bulkUpdate({ ids, ...change });
      toast({
        title: `${what} for ${result.updated.length} delegate${result.updated.length === 1 ? '' : 's'}`,
        description: result.skipped.length ? `${result.skipped.length} no longer exist.` : undefined,
      });
      onDone();
      await refreshAfterAdminChange(queryClient);
    } catch (error) {
      toast({
        title: 'Nothing was changed',
        description: error instanceof ApiError ? error.serverMessage : undefined,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-label="Change the selected delegates"
      className="flex flex-wrap items-end gap-4 rounded-xl border border-navy-900 bg-union-50 p-4"
    >
      <p className="w-full font-semibold text-navy-900" role="status">
        {ids.length} selected
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-owner`} className={labelClass}>
            Owner
          </label>
          <OwnerSelect id={`${id}-owner`} value={owner} onChange={setOwner} className="w-48" />
        </div>
        <Button disabled={busy || !owner} onClick={() => apply({ owner: ownerOf(owner) }, 'Owner set')}>
          Assign owner
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-region`} className={labelClass}>
            Region
          </label>
          <Input
            id={`${id}-region`}
            value={region}
            maxLength={80}
            onChange={(e) => setRegion(e.target.value)}
            className="w-48"
          />
        </div>
        <Button
          disabled={busy || !region.trim()}
          onClick={() => apply({ region: region.trim() }, 'Region set')}
        >
          Set region
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-tag`} className={labelClass}>
            Tag
          </label>
          <Input
            id={`${id}-tag`}
            value={tag}
            maxLength={TAG_MAX}
            onChange={(e) => setTag(e.target.value)}
            className="w-48"
          />
        </div>
        <Button disabled={busy || !tag.trim()} onClick={() => apply({ addTag: tag.trim() }, 'Tag added')}>
          Add tag
        </Button>
        <Button
          variant="outline"
          disabled={busy || !tag.trim()}
          onClick={() => apply({ removeTag: tag.trim() }, 'Tag removed')}
        >
          Remove tag
        </Button>
      </div>
      <Button variant="ghost" onClick={onDone}>
        Clear selection
      </Button>
    </section>
  );
}
