import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { AdminPost } from '@shared/api-types';
import type { PostStatus } from '@shared/constants';
import { toast } from '@/hooks/use-toast';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { useStoredAdmin } from '../auth/admin-store';
import { applyServerErrors } from '../forms/server-errors';
import { clearBackup, postBackupKey, sameValues } from './local-backup';
import { conflictOf } from './post-api';
import {
  EDITOR_FIELDS,
  emptyValues,
  missingFor,
  valuesFromPost,
  type EditorValues,
} from './post-form-values';
import { useAutosave } from './use-autosave';
import { useLeaveGuard } from './use-leave-guard';
import { useLocalBackup } from './use-local-backup';
import { usePostSaver, type SaveRequest } from './use-post-saver';

/**
 * Everything the editor does besides drawing fields: autosave of drafts, manual saves, the local
 * backup, the leave warning and the conflict choices. `onCreated` runs when the first save of a new
 * post created it (the page then moves to its edit address without remounting the form).
 */
export function usePostEditor(initialPost: AdminPost | undefined, onCreated?: (post: AdminPost) => void) {
  const admin = useStoredAdmin();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [savedValues, setSavedValues] = useState(() =>
    initialPost ? valuesFromPost(initialPost) : emptyValues,
  );
  const form = useForm<EditorValues>({ defaultValues: savedValues });
  const values = useWatch({ control: form.control }) as EditorValues;
  const saver = usePostSaver(initialPost, admin?.username ?? '');
  const { post, conflict } = saver;
  const [conflictHidden, setConflictHidden] = useState(false);
  const [savingAs, setSavingAs] = useState<PostStatus | null>(null);
  const dirty = !sameValues(values, savedValues);
  const backup = useLocalBackup({
    storageKey: postBackupKey(post?.slug),
    values,
    savedValues,
    serverUpdatedAt: post?.updatedAt,
  });
  useLeaveGuard(dirty);

  const saved = useCallback(
    (sent: EditorValues, result: AdminPost, wasNew: boolean) => {
      setSavedValues(sent);
      if (wasNew) {
        clearBackup(postBackupKey(undefined));
        onCreated?.(result);
      }
    },
    [onCreated],
  );

  const autosave = useCallback(() => {
    const snapshot = form.getValues();
    if (!snapshot.title.trim()) return;
    const wasNew = !post;
    saver
      .save({ values: snapshot, status: 'draft', autosave: true })
      .then((result) => result && saved(snapshot, result, wasNew))
      // The status line says what went wrong; the text stays in the form and in browser storage.
      .catch(() => undefined);
  }, [form, post, saver, saved]);

  const isDraft = !post || post.status === 'draft';
  useAutosave({
    enabled: isDraft && !conflict && values.title.trim() !== '',
    dirty,
    valuesKey: JSON.stringify(values),
    savedKey: JSON.stringify(savedValues),
    failures: saver.state.failures,
    save: autosave,
  });

  function runManual(request: SaveRequest) {
    const wasNew = !initialPost;
    setSavingAs(request.status);
    saver
      .save(request)
      .then((result) => {
        if (!result) return;
        saved(request.values, result, !post);
        // The page is left at once: the backup effect would not run again to forget the copy.
        clearBackup(postBackupKey(result.slug));
        const outcome = request.status === 'published' ? 'published' : 'saved as draft';
        toast({
          title: wasNew ? 'Post created' : 'Post updated',
          description: `Blog post has been ${wasNew ? 'created' : 'updated'} and ${outcome} successfully.`,
        });
        navigate('/admin/blog');
        return refreshAfterAdminChange(queryClient);
      })
      .catch((error: unknown) => {
        if (conflictOf(error)) return;
        toast({
          title: 'Save Failed',
          description: 'Failed to save blog post. Please try again.',
          variant: 'destructive',
        });
        applyServerErrors(error, EDITOR_FIELDS, form.setError);
      })
      .finally(() => setSavingAs(null));
  }

  function submit(status: PostStatus) {
    form.clearErrors();
    const snapshot = form.getValues();
    const missing = missingFor(snapshot, status);
    if (missing) {
      toast({ ...missing, variant: 'destructive' });
      return;
    }
    runManual({ values: snapshot, status, autosave: false });
  }

  /** Loads a post the server answered (theirs, or a restored revision) into the form. */
  function load(next: AdminPost) {
    saver.adopt(next);
    const nextValues = valuesFromPost(next);
    form.reset(nextValues);
    setSavedValues(nextValues);
    saver.setConflict(null);
  }

  const conflictActions = {
    keepMine() {
      if (!conflict) return;
      const { theirs, request } = conflict;
      saver.adopt(theirs);
      saver.setConflict(null);
      setConflictHidden(false);
      const mine = form.getValues();
      // An interrupted autosave is saved over as a plain save that keeps the post's status.
      if (request.autosave) runManualQuietly({ values: mine, status: theirs.status, autosave: false });
      else runManual({ ...request, values: mine });
    },
    takeTheirs() {
      if (!conflict) return;
      load(conflict.theirs);
      setConflictHidden(false);
    },
    hide: () => setConflictHidden(true),
    show: () => setConflictHidden(false),
  };

  function runManualQuietly(request: SaveRequest) {
    const wasNew = !post;
    saver
      .save(request)
      .then((result) => result && saved(request.values, result, wasNew))
      .catch(() => undefined);
  }

  function restoreBackup() {
    const stored = backup.accept();
    if (stored) form.reset(stored, { keepDefaultValues: true });
  }

  return {
    form,
    values,
    post,
    dirty,
    saveState: saver.state,
    savingAs,
    submit,
    load,
    conflict: conflict && !conflictHidden ? conflict : null,
    conflictPending: conflict !== null,
    conflictActions,
    backupOffer: backup.offer,
    restoreBackup,
    discardBackup: backup.discard,
  };
}
