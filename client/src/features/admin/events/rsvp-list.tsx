import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import type { AdminRsvp } from '@shared/event-types';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { patchRsvp } from './event-queries';
import { SignupOrigin } from '../analytics/signup-origin';

const TONE = { registered: 'green', waitlisted: 'gold', cancelled: 'slate' } as const;

/** The RSVPs on screen, one card each (a phone has no room for a table): who, seats, status, actions. */
export function RsvpList({ slug, rows }: { slug: string; rows: AdminRsvp[] }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (v: { id: string; body: { status?: AdminRsvp['status']; attended?: boolean } }) =>
      patchRsvp(slug, v.id, v.body),
    onSuccess: async (rsvp) => {
      toast({
        title: 'RSVP updated',
        description: `${rsvp.firstName} ${rsvp.lastName}: ${rsvp.status}${rsvp.attended ? ', checked in' : ''}.`,
      });
      await refreshAfterAdminChange(queryClient);
    },
    onError: (err) =>
      toast({
        title: 'Update Failed',
        description:
          (err instanceof ApiError && err.serverMessage) || 'Failed to update the RSVP. Please try again.',
        variant: 'destructive',
      }),
  });
  return (
    <ul className="grid gap-3" aria-label="RSVPs">
      {rows.map((r) => {
        const name = `${r.firstName} ${r.lastName}`;
        return (
          <li
            key={r.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <div className="grid gap-1">
              <p className="font-semibold">{name}</p>
              <p className="text-sm text-slate-700">
                {r.email}
                {r.phone ? ` · ${r.phone}` : ''} · {r.guests} guest{r.guests === 1 ? '' : 's'}
              </p>
              <SignupOrigin source={r.source} recruitedBy={r.recruitedBy} />
              <p className="flex flex-wrap gap-2">
                <Badge tone={TONE[r.status]} className="capitalize">
                  {r.status}
                </Badge>
                {r.attended && <Badge tone="blue">Checked in</Badge>}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {r.status === 'registered' && (
                <Button
                  size="sm"
                  variant={r.attended ? 'outline' : 'primary'}
                  disabled={change.isPending}
                  aria-pressed={r.attended}
                  onClick={() => change.mutate({ id: r.id, body: { attended: !r.attended } })}
                >
                  {r.attended ? 'Undo check-in' : 'Check in'}
                  <span className="sr-only"> {name}</span>
                </Button>
              )}
              {r.status === 'waitlisted' && (
                <Button
                  size="sm"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ id: r.id, body: { status: 'registered' } })}
                >
                  Move off waitlist<span className="sr-only"> {name}</span>
                </Button>
              )}
              {r.status !== 'cancelled' && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ id: r.id, body: { status: 'cancelled' } })}
                >
                  Cancel RSVP<span className="sr-only"> of {name}</span>
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
