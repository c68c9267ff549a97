import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { pageContentSchemas, type AdminPage, type PageHeadTexts } from '@shared/site-content/pages';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { refreshAfterAdminChange } from '../api/admin-fetch';
import { serverFieldErrors } from '../forms/server-errors';
import { sameValues } from '../editor/local-backup';
import { failureReason } from '../editor/post-api';
import { useLeaveGuard } from '../editor/use-leave-guard';
import { useLocalBackup } from '../editor/use-local-backup';
import type { SaveState } from '../editor/use-post-saver';
import { describeSchema, relabel } from '../schema-form/describe-schema';
import { FIELD_LABELS } from './page-names';
import { toPayload, withDefaults } from '../schema-form/form-values';
import { pageConflictOf, savePage } from './page-api';

export interface PageValues {
  head: PageHeadTexts;
  content: unknown;
}

export interface PageConflict {
  message: string;
  theirs: AdminPage;
}

/**
 * The page editor's state: the form's values, a save that names the version it started from, the
 * server's field errors, the 409 choices, and the unsaved form kept in this browser as it is typed
 * (a page is always live, so, like a published post, it is never saved by itself: Save publishes).
 */
export function usePageEditor(initial: AdminPage) {
  const queryClient = useQueryClient();
  const node = useMemo(
    () => relabel(describeSchema(pageContentSchemas[initial.key]), FIELD_LABELS[initial.key] ?? {}),
    [initial.key],
  );
  const valuesOf = (page: AdminPage): PageValues => ({
    head: page.head,
    content: withDefaults(node, page.content),
  });
  const [page, setPage] = useState(initial);
  const [saved, setSaved] = useState(() => valuesOf(initial));
  const [values, setValuesState] = useState(saved);
  const latest = useRef(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<SaveState>({ phase: 'idle', failures: 0 });
  const [conflict, setConflict] = useState<PageConflict | null>(null);
  const [conflictHidden, setConflictHidden] = useState(false);
  const dirty = !sameValues(values, saved);
  const backup = useLocalBackup({
    storageKey: `page-editor-backup:${initial.key}`,
    values,
    savedValues: saved,
    serverUpdatedAt: page.updatedAt,
  });
  useLeaveGuard(dirty);

  function setValues(next: PageValues) {
    latest.current = next;
    setValuesState(next);
  }

  /** Makes `next` the page this editor saves against; the form follows unless typed into since `sent`. */
  function adopt(next: AdminPage, sent?: PageValues) {
    setPage(next);
    queryClient.setQueryData(['admin', 'pages', 'detail', next.key], next);
    const nextValues = valuesOf(next);
    setSaved(nextValues);
    if (!sent || sameValues(latest.current, sent)) setValues(nextValues);
  }

  async function save(version = page.version) {
    const sent = latest.current;
    setErrors({});
    setState((s) => ({ ...s, phase: 'saving' }));
    try {
      const next = await savePage(initial.key, {
        version,
        head: sent.head,
        content: toPayload(node, sent.content),
      });
      adopt(next, sent);
      setConflict(null);
      setState({ phase: 'saved', failures: 0 });
      toast({ title: 'Page saved', description: 'The public page shows the change now.' });
      void refreshAfterAdminChange(queryClient);
    } catch (error) {
      const refused = pageConflictOf(error);
      if (refused) {
        setConflict({ message: refused.message, theirs: refused.page });
        setConflictHidden(false);
      }
      const fields = serverFieldErrors(error);
      setErrors(Object.fromEntries(fields.map((e) => [e.path, e.message])));
      setState({
        phase: 'failed',
        reason: refused ? refused.message : failureReason(error),
        failures: 0,
      });
      if (!refused)
        toast({
          title: 'Save Failed',
          description:
            error instanceof ApiError && error.status === 400
              ? 'Some texts need attention: see the list above the form.'
              : failureReason(error),
          variant: 'destructive',
        });
    }
  }

  /** Loads a page the server answered (theirs, or a restored revision) into the form. */
  function load(next: AdminPage) {
    adopt(next);
    setErrors({});
    setConflict(null);
  }

  return {
    node,
    page,
    values,
    setValues,
    dirty,
    errors,
    state,
    save: () => void save(),
    load,
    conflict: conflict && !conflictHidden ? conflict : null,
    conflictPending: conflict !== null,
    conflictActions: {
      keepMine() {
        if (!conflict) return;
        setPage(conflict.theirs);
        void save(conflict.theirs.version);
      },
      takeTheirs() {
        if (conflict) load(conflict.theirs);
      },
      hide: () => setConflictHidden(true),
      show: () => setConflictHidden(false),
    },
    backupOffer: backup.offer,
    restoreBackup() {
      const stored = backup.accept();
      if (stored) setValues(stored);
    },
    discardBackup: backup.discard,
  };
}
