import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ALERT_KIND_LABELS,
  ALERT_KINDS,
  NOTIFY_CHOICE_LABELS,
  NOTIFY_CHOICES,
  type AdminAccountSettings,
  type Notifications,
  type NotifyChoice,
} from '@shared/admin-mail';
import { Button } from '@/components/ui/button';
import { Field, Select } from '@/components/ui/field';
import { toast } from '@/hooks/use-toast';
import { adminRequest } from '../api/admin-fetch';

/** Per kind of submission: no alert, an alert within about a minute, or a daily digest. */
export function NotificationChoices({ account }: { account: AdminAccountSettings }) {
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<Notifications>(account.notifications);
  const save = useMutation({
    mutationFn: async (notifications: Notifications) =>
      (await (
        await adminRequest('PATCH', '/api/admin/account', { notifications })
      ).json()) as AdminAccountSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(['admin', 'account'], saved);
      toast({ title: 'Alerts saved', description: 'Your alert choices have been saved.' });
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Failed to save your alert choices. Please try again.',
        variant: 'destructive',
      });
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(choices);
      }}
      className="grid gap-4"
    >
      {!account.email && (
        <p className="text-sm text-slate-700">Alerts are sent only once your e-mail address is set.</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {ALERT_KINDS.map((kind) => (
          <Field key={kind} id={`alerts-${kind}`} label={ALERT_KIND_LABELS[kind]}>
            <Select
              id={`alerts-${kind}`}
              value={choices[kind]}
              onChange={(event) => setChoices({ ...choices, [kind]: event.target.value as NotifyChoice })}
            >
              {NOTIFY_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {NOTIFY_CHOICE_LABELS[choice]}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </div>
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? 'Saving...' : 'Save alerts'}
      </Button>
    </form>
  );
}
