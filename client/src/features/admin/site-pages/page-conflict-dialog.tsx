import { VersionConflictDialog } from '../editor/version-conflict-dialog';
import type { GroupNode } from '../schema-form/form-nodes';
import { withDefaults } from '../schema-form/form-values';
import { differingTexts, pageTexts } from './page-texts';
import type { PageConflict, PageValues } from './use-page-editor';

interface PageConflictDialogProps {
  node: GroupNode;
  conflict: PageConflict;
  mine: PageValues;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onClose: () => void;
}

const head = (values: { title: string; description: string }) => [
  { label: 'Head title', text: values.title },
  { label: 'Head description', text: values.description },
];

/** A page's 409: every text that differs between the server's page and the writer's. */
export function PageConflictDialog({ node, conflict, mine, ...actions }: PageConflictDialogProps) {
  const theirs = conflict.theirs;
  const headDiffs = head(theirs.head)
    .map((t, i) => ({ label: t.label, theirs: t.text, mine: head(mine.head)[i].text }))
    .filter((d) => d.theirs !== d.mine);
  const differences = [
    ...headDiffs,
    ...differingTexts(node, withDefaults(node, theirs.content), mine.content),
  ];
  const copyText = [...head(mine.head), ...pageTexts(node, mine.content)]
    .map((t) => `${t.label}\n${t.text}`)
    .join('\n\n');
  return (
    <VersionConflictDialog
      title="This page was changed elsewhere"
      message={conflict.message}
      differences={differences}
      sameNote="The texts are the same in both."
      copyText={copyText}
      {...actions}
    />
  );
}
