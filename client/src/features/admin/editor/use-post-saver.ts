import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { AdminPost } from '@shared/api-types';
import type { PostStatus } from '@shared/constants';
import { adminQueries } from '../api/admin-queries';
import { conflictOf, failureReason, isRetryable, sendPost } from './post-api';
import { toPayload, type EditorValues } from './post-form-values';

export interface SaveRequest {
  values: EditorValues;
  status: PostStatus;
  autosave: boolean;
}

export type SavePhase = 'idle' | 'saving' | 'saved' | 'failed';

export interface SaveState {
  phase: SavePhase;
  /** Why the last save failed, for the status's tooltip. */
  reason?: string;
  /** Retryable failures in a row (offline, server trouble): autosave tries again later. */
  failures: number;
}

export interface Conflict {
  message: string;
  theirs: AdminPost;
  mine: EditorValues;
  request: SaveRequest;
}

/**
 * Saves the editor's values one at a time, each naming the version it started from. An autosave
 * arriving while a save is in flight is dropped (the next pause in typing brings another); a click
 * waits its turn. A 409 becomes a Conflict for the writer to settle: nothing is discarded here.
 */
export function usePostSaver(initialPost: AdminPost | undefined, author: string) {
  const queryClient = useQueryClient();
  const postRef = useRef(initialPost);
  const [post, setPost] = useState(initialPost);
  const [state, setState] = useState<SaveState>({ phase: 'idle', failures: 0 });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);

  /** Makes `next` the post this editor saves against, and the cached copy other screens read. */
  const adopt = useCallback(
    (next: AdminPost) => {
      postRef.current = next;
      setPost(next);
      queryClient.setQueryData(adminQueries.post(next.slug).queryKey, next);
    },
    [queryClient],
  );

  const run = useCallback(
    async (request: SaveRequest): Promise<AdminPost> => {
      setState((s) => ({ ...s, phase: 'saving' }));
      const current = postRef.current;
      const payload = toPayload(request.values, request.status, author);
      try {
        const saved = await sendPost(
          current?.slug,
          current ? { ...payload, version: current.version, autosave: request.autosave } : payload,
        );
        adopt(saved);
        setState({ phase: 'saved', failures: 0 });
        return saved;
      } catch (error) {
        const refused = conflictOf(error);
        if (refused)
          setConflict({ message: refused.message, theirs: refused.post, mine: request.values, request });
        const retry = !refused && isRetryable(error);
        setState((s) => ({
          phase: 'failed',
          reason: refused ? refused.message : failureReason(error),
          failures: retry ? s.failures + 1 : 0,
        }));
        throw error;
      }
    },
    [adopt, author],
  );

  /** Resolves with the saved post; rejects with the server's error. An overlapping autosave resolves undefined. */
  const save = useCallback(
    (request: SaveRequest): Promise<AdminPost | undefined> => {
      if (request.autosave && pending.current > 0) return Promise.resolve(undefined);
      pending.current += 1;
      const next = queue.current
        .then(() => run(request))
        .finally(() => {
          pending.current -= 1;
        });
      queue.current = next.catch(() => undefined);
      return next;
    },
    [run],
  );

  return { post, state, conflict, setConflict, adopt, save };
}
