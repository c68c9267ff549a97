import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { delegateQueries, patchDelegate } from './delegate-api';
import type { Delegate } from '@shared/delegates';

/** The current delegate a 409 carries (CONTRACT section 15: `{message, delegate}`). */
function staleCurrent(error: unknown): Delegate | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  try {
    return (JSON.parse(error.body) as { delegate?: Delegate }).delegate;
  } catch {
    return undefined;
  }
}

/**
 * A change to one delegate, sent with the version on screen. When someone else changed it first
 * (409), the screen shows their record at once and says so; nothing of ours was written.
 */
interface PatchHandlers {
  /** A refusal other than a stale version (a 400's field errors, say). */
  onError?: (error: unknown) => void;
  /** The current record replaced ours on screen. */
  onStale?: () => void;
}

export function useDelegatePatch(delegate: Delegate, { onError, onStale }: PatchHandlers = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Record<string, unknown>) =>
      patchDelegate(delegate.id, { ...changes, version: delegate.version }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(delegateQueries.detail(delegate.id).queryKey, saved);
      await refreshAfterAdminChange(queryClient);
    },
    onError: (error) => {
      const current = staleCurrent(error);
      if (current) {
        queryClient.setQueryData(delegateQueries.detail(delegate.id).queryKey, current);
        toast({
          title: 'Someone else changed this delegate',
          description: 'Their version is on screen now; make your change again if it still applies.',
          variant: 'destructive',
        });
        onStale?.();
        return;
      }
      if (onError) onError(error);
      else {
        toast({
          title: 'The change was not saved',
          description: error instanceof ApiError ? error.serverMessage : undefined,
          variant: 'destructive',
        });
      }
    },
  });
}
