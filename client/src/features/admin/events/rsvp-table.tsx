import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import type { AdminRsvp } from '@shared/event-types';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { patchRsvp } from './event-queries';

const TONE = { registered: 'green', waitlisted: 'gold', cancelled: 'slate' } as const;

/** The RSVPs on screen: who, how many seats, status, and check-in or off-the-waitlist. */
export function RsvpTable({ slug, rows }: { slug: string; rows: AdminRsvp[] }) {
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
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">RSVPs</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="p-3">
              Name
            </th>
            <th scope="col" className="p-3">
              Email
            </th>
            <th scope="col" className="p-3">
              Phone
            </th>
            <th scope="col" className="p-3">
              Guests
            </th>
            <th scope="col" className="p-3">
              Status
            </th>
            <th scope="col" className="p-3">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const name = `${r.firstName} ${r.lastName}`;
            return (
              <tr key={r.id} className="border-t border-slate-200">
                <th scope="row" className="p-3 font-semibold">
                  {name}
                </th>
                <td className="p-3">{r.email}</td>
                <td className="p-3">{r.phone ?? ''}</td>
                <td className="p-3">{r.guests}</td>
                <td className="p-3">
                  <Badge tone={TONE[r.status]} className="capitalize">
                    {r.status}
                  </Badge>
                  {r.attended && (
                    <Badge tone="blue" className="ml-2">
                      Checked in
                    </Badge>
                  )}
                </td>
                <td className="flex flex-wrap gap-2 p-3">
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
