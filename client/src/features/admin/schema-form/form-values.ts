import type { FormNode, GroupNode } from './form-nodes';

// The values of a generated form: plain JSON edited without mutation, addressed by paths of keys
// and list indexes, the same paths the server's 400 answers name ("content.biography.2").

export type Path = (string | number)[];
export type JsonObject = Record<string, unknown>;

/** A new value of this shape: what "Add" puts in a list, and what a missing value reads as. */
export function emptyValue(node: FormNode): unknown {
  switch (node.kind) {
    case 'text':
      return '';
    case 'number':
      return node.min ?? 0;
    case 'boolean':
      return false;
    case 'choice':
      return node.options[0] ?? '';
    case 'list':
      return Array.from({ length: node.minItems ?? 0 }, () => emptyValue(node.item));
    case 'group':
      return Object.fromEntries(node.fields.map(({ key, node: field }) => [key, emptyValue(field)]));
    case 'media':
      return { url: '', alt: '' };
    case 'fixed':
      return node.value;
  }
}

export function getIn(value: unknown, path: Path): unknown {
  let current = value;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/** A copy of `value` with `next` at `path`; everything off the path is shared, not copied. */
export function setIn(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [step, ...rest] = path;
  if (typeof step === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[step] = setIn(list[step], rest, next);
    return list;
  }
  const object = value !== null && typeof value === 'object' ? { ...(value as JsonObject) } : {};
  object[step] = setIn(object[step], rest, next);
  return object;
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export const removeItem = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** The dotted path of CONTRACT section 2's errors. */
export const pathKey = (path: Path) => path.join('.');

/** An element id for the control at `path` (keys are identifiers, so this stays a valid id). */
export const fieldId = (prefix: string, path: Path) => [prefix, ...path].join('-');

/**
 * Fills what the stored value lacks (a field added to the schema since) with empty values, so
 * every control has something to show; what the value holds is kept as it is.
 */
export function withDefaults(node: FormNode, value: unknown): unknown {
  if (node.kind === 'group') {
    const object = value !== null && typeof value === 'object' ? (value as JsonObject) : {};
    const filled: JsonObject = { ...object };
    for (const { key, node: field } of node.fields) {
      if (object[key] === undefined || (object[key] === null && field.kind !== 'text'))
        filled[key] = emptyValue(field);
      else filled[key] = withDefaults(field, object[key]);
    }
    return filled;
  }
  if (node.kind === 'list') return Array.isArray(value) ? value.map((v) => withDefaults(node.item, v)) : [];
  if (node.kind === 'text') return typeof value === 'string' ? value : '';
  return value ?? emptyValue(node);
}

/**
 * What is sent: an empty text the schema may leave out is left out (or null where the schema says
 * null); every other value goes as typed, for the server's schema to judge.
 */
export function toPayload(node: FormNode, value: unknown): unknown {
  if (node.kind === 'group') {
    const object = (value ?? {}) as JsonObject;
    const out: JsonObject = {};
    for (const { key, node: field } of node.fields) {
      const next = toPayload(field, object[key]);
      if (next !== undefined) out[key] = next;
    }
    return out;
  }
  if (node.kind === 'list') return Array.isArray(value) ? value.map((v) => toPayload(node.item, v)) : value;
  if (node.kind === 'text' && value === '') {
    if (node.nullable) return null;
    if (node.optional) return undefined;
  }
  return value;
}

/** Every control of the form with its path, in reading order: where each server error belongs. */
export function controlPaths(root: GroupNode, value: unknown, base: Path = []): Path[] {
  const paths: Path[] = [];
  const visit = (node: FormNode, v: unknown, path: Path) => {
    if (node.kind === 'group') node.fields.forEach((f) => visit(f.node, getIn(v, [f.key]), [...path, f.key]));
    else if (node.kind === 'list') {
      paths.push(path);
      (Array.isArray(v) ? v : []).forEach((item, i) => visit(node.item, item, [...path, i]));
    } else if (node.kind !== 'fixed') paths.push(path);
  };
  visit(root, value, base);
  return paths;
}
