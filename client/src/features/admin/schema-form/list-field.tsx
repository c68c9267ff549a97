import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { FormNode, ListNode } from './form-nodes';
import { emptyValue, fieldId, getIn, moveItem, removeItem, type Path } from './form-values';
import { useListKeys } from './list-keys';
import { SchemaField } from './schema-field';
import { useSchemaForm } from './schema-form-context';

/** The id of the first control an item shows, to put the caret there when it is added. */
function firstControl(node: FormNode, path: Path): Path {
  if (node.kind === 'group' && node.fields.length > 0)
    return firstControl(node.fields[0].node, [...path, node.fields[0].key]);
  return path;
}

/**
 * A list of texts or of objects: items can be added, removed and moved up or down with buttons
 * (each named with its item, so a screen reader says which), and every move is announced.
 */
export function ListField({ node, path, label }: { node: ListNode; path: Path; label?: string }) {
  const form = useSchemaForm();
  const items = (getIn(form.value, path) as unknown[] | undefined) ?? [];
  const keys = useListKeys(items.length);
  const id = fieldId(form.idPrefix, path);
  const error = form.errorAt(path);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);
  const full = node.maxItems !== undefined && items.length >= node.maxItems;
  const atMinimum = items.length <= (node.minItems ?? 0);
  const name = (index: number) => `${node.itemLabel} ${index + 1}`;

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  function add() {
    keys.add();
    form.setAt(path, [...items, emptyValue(node.item)]);
    focusNext.current = fieldId(form.idPrefix, firstControl(node.item, [...path, items.length]));
    setAnnouncement(`${name(items.length)} added.`);
  }

  function remove(index: number) {
    keys.remove(index);
    form.setAt(path, removeItem(items, index));
    focusNext.current = `${id}-add`;
    setAnnouncement(`${name(index)} removed.`);
  }

  function move(index: number, to: number) {
    keys.move(index, to);
    form.setAt(path, moveItem(items, index, to));
    // The same button follows its item, unless the item reached the end it was moving to.
    const edge = to === 0 || to === items.length - 1;
    const button = to < index ? (edge ? 'down' : 'up') : edge ? 'up' : 'down';
    focusNext.current = `${fieldId(form.idPrefix, [...path, to])}-${button}`;
    setAnnouncement(`${name(index)} moved to position ${to + 1} of ${items.length}.`);
  }

  return (
    <fieldset
      id={id}
      className="grid gap-3 rounded-lg border border-slate-200 p-4"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-navy-900">{label ?? node.label}</legend>
      {node.description && <p className="text-sm text-slate-600">{node.description}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ol className="grid gap-4">
          {items.map((_, index) => {
            const itemId = fieldId(form.idPrefix, [...path, index]);
            return (
              <li key={keys.keys[index]} className="grid gap-2 border-l-4 border-slate-200 pl-3">
                <SchemaField node={node.item} path={[...path, index]} label={name(index)} />
                <div className="flex flex-wrap gap-2">
                  <Button
                    id={`${itemId}-up`}
                    size="sm"
                    variant="ghost"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    Move up<span className="sr-only"> {name(index)}</span>
                  </Button>
                  <Button
                    id={`${itemId}-down`}
                    size="sm"
                    variant="ghost"
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    Move down<span className="sr-only"> {name(index)}</span>
                  </Button>
                  <Button
                    id={`${itemId}-remove`}
                    size="sm"
                    variant="ghost"
                    disabled={atMinimum}
                    onClick={() => remove(index)}
                  >
                    Remove<span className="sr-only"> {name(index)}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button id={`${id}-add`} size="sm" variant="outline" disabled={full} onClick={add}>
          Add {node.itemLabel.toLowerCase()}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
