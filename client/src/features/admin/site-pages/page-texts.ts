import type { FormNode } from '../schema-form/form-nodes';
import { getIn } from '../schema-form/form-values';

export interface LabelledText {
  /** "Experience 2 › Role". */
  label: string;
  text: string;
}

/** Every text of a page in reading order, named as the form names it: for conflicts and revisions. */
export function pageTexts(node: FormNode, value: unknown, label: string[] = []): LabelledText[] {
  switch (node.kind) {
    case 'group':
      return node.fields.flatMap((f) => pageTexts(f.node, getIn(value, [f.key]), [...label, f.node.label]));
    case 'list':
      return (Array.isArray(value) ? value : []).flatMap((item, i) =>
        pageTexts(node.item, item, [...label.slice(0, -1), `${node.itemLabel} ${i + 1}`]),
      );
    case 'media': {
      const picture = (value ?? {}) as { url?: string; alt?: string };
      return [{ label: label.join(' › '), text: picture.url ? `${picture.url} (${picture.alt ?? ''})` : '' }];
    }
    case 'fixed':
      return [];
    default:
      return [{ label: label.join(' › '), text: value === undefined || value === null ? '' : String(value) }];
  }
}

/** The texts that differ between two versions of a page, for the conflict screen. */
export function differingTexts(node: FormNode, theirs: unknown, mine: unknown) {
  const a = pageTexts(node, theirs);
  const b = new Map(pageTexts(node, mine).map((t) => [t.label, t.text]));
  const labels = new Set([...a.map((t) => t.label), ...b.keys()]);
  const theirsByLabel = new Map(a.map((t) => [t.label, t.text]));
  return [...labels]
    .filter((label) => (theirsByLabel.get(label) ?? '') !== (b.get(label) ?? ''))
    .map((label) => ({ label, theirs: theirsByLabel.get(label) ?? '', mine: b.get(label) ?? '' }));
}
