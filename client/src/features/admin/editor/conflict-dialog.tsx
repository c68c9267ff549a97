import { valuesFromPost, type EditorValues } from './post-form-values';
import type { Conflict } from './use-post-saver';
import { VersionConflictDialog } from './version-conflict-dialog';

const COMPARED = [
  ['title', 'Title'],
  ['excerpt', 'Excerpt'],
  ['content', 'Content'],
  ['featuredImage', 'Featured image'],
  ['featuredImageAlt', 'Featured image alt text'],
] as const satisfies readonly (readonly [keyof EditorValues, string])[];

interface ConflictDialogProps {
  conflict: Conflict;
  /** The form as it is now: what "mine" means when saving over or copying. */
  mine: EditorValues;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onClose: () => void;
}

/** A post's 409: the texts that differ between the server's post and the writer's. */
export function ConflictDialog({ conflict, mine, onKeepMine, onTakeTheirs, onClose }: ConflictDialogProps) {
  const theirs = valuesFromPost(conflict.theirs);
  const differences = COMPARED.filter(([field]) => theirs[field] !== mine[field]).map(([field, label]) => ({
    label,
    theirs: theirs[field],
    mine: mine[field],
  }));
  return (
    <VersionConflictDialog
      title="This post was changed elsewhere"
      message={conflict.message}
      differences={differences}
      sameNote="The text is the same in both; other fields (date, tags, status) may differ."
      copyText={`${mine.title}\n\n${mine.excerpt}\n\n${mine.content}`}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
      onClose={onClose}
    />
  );
}
