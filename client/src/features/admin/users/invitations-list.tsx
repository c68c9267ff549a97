import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationView } from '@shared/invitations';
import { isRole, ROLE_LABELS } from '@shared/roles';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { formatLongDate } from '@/lib/format';
import { adminRequest } from '../api/admin-fetch';
import { ErrorState, LoadingState } from '../layout/list-states';
import { formatAccessUntil } from './access-until';
import { invitationsQuery } from './invitation-queries';

/** One open invitation, with what it grants and Revoke. */
function InvitationItem({ invitation }: { invitation: InvitationView }) {
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => adminRequest('DELETE', `/api/admin/invitations/${invitation.id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'invitations'] });
      toast({
        title: 'Invitation revoked',
        description: `The link sent to ${invitation.email} no longer works.`,
      });
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to revoke the invitation. Please try again.',
        variant: 'destructive',
      }),
  });
  const role = isRole(invitation.role) ? ROLE_LABELS[invitation.role] : invitation.role;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-all text-navy-900">{invitation.email}</p>
        <p className="text-sm text-slate-700">
          {role} · invited by {invitation.invitedBy} · link works until {formatLongDate(invitation.expiresAt)}
        </p>
        {invitation.accessUntil && (
          <p className="text-sm text-slate-700">Access until {formatAccessUntil(invitation.accessUntil)}</p>
        )}
      </div>
      <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
        {revoke.isPending ? 'Revoking...' : 'Revoke'}
        <span className="sr-only"> the invitation to {invitation.email}</span>
      </Button>
    </li>
  );
}

/** The invitations sent and not yet accepted, revoked or expired. */
export function InvitationsList() {
  const invitations = useQuery(invitationsQuery());
  if (invitations.isPending) return <LoadingState>Loading invitations...</LoadingState>;
  if (invitations.isError) {
    return (
      <ErrorState onRetry={() => void invitations.refetch()}>Failed to load the invitations.</ErrorState>
    );
  }
  if (invitations.data.length === 0) return <p className="text-sm text-slate-600">No open invitations.</p>;
  return (
    <ul aria-label="Open invitations" className="divide-y divide-slate-200">
      {invitations.data.map((invitation) => (
        <InvitationItem key={invitation.id} invitation={invitation} />
      ))}
    </ul>
  );
}
