import '@/lib/zod-setup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { delegateSettingsSchema, WIN_NUMBER_MAX, type DelegateSettings } from '@shared/delegates';
import { Button } from '@/components/ui/button';
import { Input, fieldAria } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { serverFieldErrors } from '../forms/server-errors';
import { delegateQueries, saveSettings } from './delegate-api';

const NUMBER_RULE = `Enter a whole number from 1 to ${WIN_NUMBER_MAX.toLocaleString('en-US')}.`;

/** The settings' form once loaded: the majority (null) or a number typed as text. */
function WinNumberFields({ saved, majority }: { saved: DelegateSettings; majority: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [majorityChosen, setMajorityChosen] = useState(saved.winNumber === null);
  const [typed, setTyped] = useState(saved.winNumber === null ? '' : String(saved.winNumber));
  const [error, setError] = useState<string>();

  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(delegateQueries.settings().queryKey, settings);
      toast({
        title: 'Win number saved',
        description:
          settings.winNumber === null
            ? 'The count uses the majority of seated delegates.'
            : `${settings.winNumber} votes are needed to win.`,
      });
      await refreshAfterAdminChange(queryClient);
    },
    onError: (failure) => {
      const field = serverFieldErrors(failure).find((f) => f.path === 'winNumber');
      if (field) setError(field.message);
      else {
        toast({
          title: 'The win number was not saved',
          description: failure instanceof ApiError ? failure.serverMessage : undefined,
          variant: 'destructive',
        });
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // An empty box is NaN, which the schema refuses like 0 or 2.5; its message speaks of null,
    // the API's word, so the form says it in the screen's words.
    const winNumber = majorityChosen ? null : typed.trim() === '' ? Number.NaN : Number(typed);
    const parsed = delegateSettingsSchema.safeParse({ winNumber });
    if (!parsed.success) {
      setError(NUMBER_RULE);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data);
  }

  const numberId = `${id}-number`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="text-lg font-bold text-navy-900">Votes needed to win</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-choice`}
            checked={majorityChosen}
            onChange={() => {
              setMajorityChosen(true);
              setError(undefined);
            }}
            className="h-5 w-5"
          />
          Use the majority ({majority} of the seated delegates now)
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-choice`}
            checked={!majorityChosen}
            onChange={() => setMajorityChosen(false)}
            className="h-5 w-5"
          />
          Set a number
        </label>
        <div className="grid gap-1.5 pl-7">
          <label htmlFor={numberId} className="text-sm font-semibold text-navy-900">
            Number of votes
          </label>
          <Input
            {...fieldAria(numberId, error)}
            type="number"
            inputMode="numeric"
            min={1}
            max={WIN_NUMBER_MAX}
            step={1}
            value={typed}
            disabled={majorityChosen}
            onChange={(e) => setTyped(e.target.value)}
            className="w-40"
          />
          {error && (
            <p id={`${numberId}-error`} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      </fieldset>
      <Button type="submit" size="sm" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? 'Saving...' : 'Save win number'}
      </Button>
    </form>
  );
}

/** The campaign's win number (admin only): a set figure, or the majority of the seated delegates. */
export function WinNumberForm({ seated }: { seated: number }) {
  const settings = useQuery(delegateQueries.settings());
  if (settings.isPending) return <p role="status">Loading the win number...</p>;
  if (settings.isError) {
    return (
      <p role="alert" className="text-red-800">
        Failed to load the win number.
      </p>
    );
  }
  return <WinNumberFields saved={settings.data} majority={Math.floor(seated / 2) + 1} />;
}
