import { queryOptions } from '@tanstack/react-query';
import type { InvitationView } from '@shared/invitations';
import { adminGet } from '../api/admin-fetch';

/** The open invitations (sent, not yet accepted, revoked or expired). */
export const invitationsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'invitations'],
    queryFn: () => adminGet<InvitationView[]>('/api/admin/invitations'),
  });
