import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { adminRequest, refreshAfterAdminChange } from '../api/admin-fetch';

export type ModerationKind = 'testimonial' | 'endorsement';
export type Decision = 'approved' | 'rejected';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Approve or reject one item, with SPEC section 8's toasts; lists and stats refetch afterwards. */
export function useModerate(kind: ModerationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: Decision }) =>
      adminRequest('PATCH', `/api/admin/${kind}s/${encodeURIComponent(id)}`, { status }),
    onSuccess: (_res, { status }) => {
      toast({ title: 'Status Updated', description: `${capitalize(kind)} ${status} successfully.` });
      return refreshAfterAdminChange(queryClient);
    },
    onError: () => {
      toast({
        title: 'Update Failed',
        description: `Failed to update ${kind} status. Please try again.`,
        variant: 'destructive',
      });
    },
  });
}
