import type { SaveState } from './use-post-saver';

interface SaveStatusProps {
  state: SaveState;
  dirty: boolean;
  /** Published posts are never autosaved: their changes wait for Publish. */
  published: boolean;
  /** Why unsaved changes of a published post or page are not live yet. */
  pendingNote?: string;
}

/** "Saving..." / "Saved" / "Not saved" beside the buttons, announced politely to screen readers. */
export function SaveStatus({
  state,
  dirty,
  published,
  pendingNote = 'Changes to a published post go live only when you click Publish.',
}: SaveStatusProps) {
  let text = '';
  let reason: string | undefined;
  if (state.phase === 'saving') text = 'Saving...';
  else if (state.phase === 'failed') {
    text = 'Not saved';
    reason = state.reason;
  } else if (published && dirty) {
    text = 'Unsaved changes';
    reason = pendingNote;
  } else if (state.phase === 'saved') text = 'Saved';

  return (
    <div className="grid">
      <p
        role="status"
        aria-live="polite"
        title={reason}
        className={state.phase === 'failed' ? 'text-sm font-semibold text-red-800' : 'text-sm text-slate-600'}
      >
        {text}
      </p>
      {/* Why, for those who cannot hover: not live, so the status itself stays short. */}
      {state.phase === 'failed' && reason && <p className="max-w-sm text-xs text-slate-600">{reason}</p>}
    </div>
  );
}
