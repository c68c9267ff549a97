import type { z } from 'zod';
import type { FormNode, GroupNode, TextFormat } from './form-nodes';

// Walks a zod 4 schema into form nodes. Labels and kinds come from the schema itself: `.meta()`
// (`fieldKind` as shared/site-content/fields.ts sets it: text, markdown, url, email, media; also
// `title` or `label`, `description`, `markdown: true`, `multiline: true`, `itemLabel`) where the
// schema says them, else the key's words and the schema's own checks.

/** A text allowed to run past this many characters gets a textarea rather than one line. */
export const MULTILINE_FROM_LENGTH = 300;

type Meta = Record<string, unknown>;
type AnySchema = z.ZodType;

interface Def {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  getter?: () => AnySchema;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: AnySchema[];
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } } }[];
}

const defOf = (schema: AnySchema) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const metaOf = (schema: AnySchema): Meta => ({
  ...(schema.description ? { description: schema.description } : {}),
  ...((schema.meta() as Meta | undefined) ?? {}),
});

/** "ctaLabel" → "Cta label", "social_x" → "Social x". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

interface Context {
  key: string;
  meta: Meta;
  optional: boolean;
  nullable: boolean;
}

function textFormat(meta: Meta, maxLength: number | undefined): TextFormat {
  if (meta.fieldKind === 'markdown' || meta.markdown === true || meta.format === 'markdown')
    return 'markdown';
  // A link is one line however long it may be (issue 35: links sat in four-line boxes).
  if (meta.fieldKind === 'url') return 'plain';
  if (meta.multiline === true || (maxLength ?? 0) > MULTILINE_FROM_LENGTH) return 'multiline';
  return 'plain';
}

function lengthChecks(def: Def) {
  const bounds: { min?: number; max?: number } = {};
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'min_length') bounds.min = check.minimum;
    if (check.check === 'max_length') bounds.max = check.maximum;
    if (check.check === 'length_equals') bounds.min = bounds.max = check.length;
  }
  return bounds;
}

function walk(schema: AnySchema, ctx: Context): FormNode {
  const def = defOf(schema);
  // The outer schema's words win: `.optional().meta({ title })` names the field it wraps.
  const meta = { ...metaOf(schema), ...ctx.meta };
  if (WRAPPERS.has(def.type) && def.innerType) {
    return walk(def.innerType, {
      ...ctx,
      meta,
      optional: ctx.optional || def.type === 'optional',
      nullable: ctx.nullable || def.type === 'nullable',
    });
  }
  if (def.type === 'pipe' && def.in) return walk(def.in, { ...ctx, meta });
  if (def.type === 'lazy' && def.getter) return walk(def.getter(), { ...ctx, meta });

  const base = {
    label: String(meta.title ?? meta.label ?? humanize(ctx.key)),
    ...(typeof meta.description === 'string' ? { description: meta.description } : {}),
    optional: ctx.optional,
    nullable: ctx.nullable,
  };

  switch (def.type) {
    case 'string': {
      const text = schema as z.ZodString;
      const maxLength = text.maxLength ?? undefined;
      const https = (def.checks ?? []).some((c) =>
        String((c._zod.def as Meta).pattern ?? '').startsWith('/^https'),
      );
      return {
        ...base,
        kind: 'text',
        format: textFormat(meta, maxLength),
        inputType:
          meta.fieldKind === 'email' || text.format === 'email'
            ? 'email'
            : meta.fieldKind === 'url' || text.format === 'url' || https
              ? 'url'
              : 'text',
        ...(text.minLength !== null ? { minLength: text.minLength } : {}),
        ...(maxLength !== undefined ? { maxLength } : {}),
      };
    }
    case 'number': {
      const n = schema as z.ZodNumber;
      const min = n.minValue;
      const max = n.maxValue;
      return {
        ...base,
        kind: 'number',
        integer: n.isInt ?? false,
        ...(min !== null && Number.isFinite(min) && min > -Number.MAX_SAFE_INTEGER ? { min } : {}),
        ...(max !== null && Number.isFinite(max) && max < Number.MAX_SAFE_INTEGER ? { max } : {}),
      };
    }
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'enum':
      return { ...base, kind: 'choice', options: Object.values(def.entries ?? {}) };
    case 'literal':
      return { ...base, kind: 'fixed', value: def.values?.[0] };
    case 'union': {
      const options = def.options ?? [];
      const literals = options.map(defOf);
      if (literals.every((d) => d.type === 'literal'))
        return { ...base, kind: 'choice', options: literals.map((d) => d.values?.[0] as string | number) };
      // `'' | an https URL`: one real kind that may also be left empty, edited as that kind.
      const others = options.filter((o) => defOf(o).type !== 'literal');
      if (others.length === 1 && literals.some((d) => d.type === 'literal' && d.values?.[0] === ''))
        return walk(others[0], { ...ctx, meta });
      return { ...base, kind: 'fixed' };
    }
    case 'array': {
      const { min, max } = lengthChecks(def);
      return {
        ...base,
        kind: 'list',
        item: walk(def.element as AnySchema, { key: ctx.key, meta: {}, optional: false, nullable: false }),
        itemLabel: String(meta.itemLabel ?? base.label),
        ...(min !== undefined ? { minItems: min } : {}),
        ...(max !== undefined ? { maxItems: max } : {}),
      };
    }
    case 'object':
      if (meta.fieldKind === 'media') return { ...base, kind: 'media' };
      return {
        ...base,
        kind: 'group',
        fields: Object.entries(def.shape ?? {}).map(([key, field]) => ({
          key,
          node: walk(field, { key, meta: {}, optional: false, nullable: false }),
        })),
      };
    default:
      return { ...base, kind: 'fixed' };
  }
}

/** The form for an object schema: its fields, in the schema's order. */
export function describeSchema(schema: AnySchema, label = ''): GroupNode {
  const node = walk(schema, { key: label, meta: {}, optional: false, nullable: false });
  if (node.kind !== 'group') throw new Error('A generated form needs an object schema.');
  return node;
}

/**
 * The same form with some fields renamed, by dotted path ("announcement.enabled"): for a screen
 * whose schema names its fields for code rather than for people.
 */
export function relabel<N extends FormNode>(node: N, labels: Record<string, string>, path = ''): N {
  const own = labels[path];
  const renamed = own ? { ...node, label: own } : node;
  if (renamed.kind !== 'group') return renamed;
  return {
    ...renamed,
    fields: renamed.fields.map((f) => ({
      key: f.key,
      node: relabel(f.node, labels, path ? `${path}.${f.key}` : f.key),
    })),
  };
}
