import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { adminAccountsQuery } from '../users/accounts-queries';
import { bulkUpdate } from './delegate-api';

const NOBODY = '\u0000none';

/** Assigning an owner or a region to every selected delegate at once (admin only). */
export function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const accounts = useQuery(adminAccountsQuery());
  const [owner, setOwner] = useState('');
  const [region, setRegion] = useState('');
  const [busy, setBusy] = useState(false);

  async function apply(change: { owner?: string | null; region?: string }, what: string) {
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
          <label htmlFor={`${id}-owner`} className="text-sm font-semibold text-navy-900">
            Owner
          </label>
          <Select
            id={`${id}-owner`}
            value={owner}
            onChange={(e) => setOwner(e.target.value)}
            className="w-48"
          >
            <option value="">Choose an owner</option>
            <option value={NOBODY}>Nobody</option>
            {(accounts.data ?? [])
              .filter((a) => !a.disabled)
              .map((a) => (
                <option key={a.username} value={a.username}>
                  {a.username}
                </option>
              ))}
          </Select>
        </div>
        <Button
          disabled={busy || !owner}
          onClick={() => apply({ owner: owner === NOBODY ? null : owner }, 'Owner set')}
        >
          Assign owner
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-region`} className="text-sm font-semibold text-navy-900">
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
      <Button variant="ghost" onClick={onDone}>
        Clear selection
      </Button>
    </section>
  );
}
