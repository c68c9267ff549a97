import type { z } from 'zod';
import { fieldKind } from './fields';

// A page's content as the public site shows it: every markdown field (by the schema's field kinds)
// turned into sanitized HTML. The server does it for the stored texts; the page editor's preview
// does it for the unsaved ones in the browser, with the same libraries, so both show one page.

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType };

export function withMarkdownRendered(
  schema: z.ZodType,
  value: unknown,
  render: (markdown: string) => string,
): unknown {
  if (fieldKind(schema) === 'markdown' && typeof value === 'string') return render(value);
  const def = (schema as unknown as { def: Def }).def;
  if (def.type === 'object' && def.shape && value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      out[key] = def.shape[key] ? withMarkdownRendered(def.shape[key], item, render) : item;
    return out;
  }
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    const element = def.element;
    return value.map((item) => withMarkdownRendered(element, item, render));
  }
  return value;
}
