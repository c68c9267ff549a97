import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkModerationResult } from '@shared/api-types';
import { toast } from '@/hooks/use-toast';
import { adminRequest, refreshAfterAdminChange } from '../api/admin-fetch';
import type { Decision, ModerationKind } from './use-moderate';

const plural = (n: number, kind: string) => `${n.toLocaleString('en-US')} ${kind}${n === 1 ? '' : 's'}`;

/** Approve or reject many pending items in one request; the toast says what changed. */
export function useBulkModerate(kind: ModerationKind, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, status }: { ids: string[]; status: Decision }) => {
      const res = await adminRequest('PATCH', `/api/admin/${kind}s`, { ids, status });
      return (await res.json()) as BulkModerationResult;
    },
    onSuccess: (result, { status }) => {
      const skipped = result.skipped.length
        ? ` ${plural(result.skipped.length, kind)} skipped: already decided.`
        : '';
      toast({
        title: 'Status Updated',
        description: `${plural(result.updated.length, kind)} ${status}.${skipped}`,
      });
      onDone();
      return refreshAfterAdminChange(queryClient);
    },
    onError: () => {
      toast({
        title: 'Update Failed',
        description: `Failed to update the selected ${kind}s. Please try again.`,
        variant: 'destructive',
      });
    },
  });
}
