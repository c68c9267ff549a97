import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Every control of the public forms is a text box or a select, so every starting value is a string.
 * `attribution` is no control: the visit's is added as the form is sent (client/src/lib/visit.ts).
 */
export type TextDefaults<S extends z.ZodType> = {
  [K in Exclude<keyof z.input<S>, 'attribution'>]-?: string;
};

/** Loads one of the shared schemas, e.g. `() => import('@shared/schemas/forms').then((m) => m.contactSchema)`. */
export type SchemaLoader<S> = () => Promise<S>;

/**
 * The resolver's chunk first, then the schema: it sets zod's `jitless` before any schema is built,
 * or building an object schema would probe `new Function`, which the CSP reports as a violation.
 */
const loadRules = async <S>(loadSchema: SchemaLoader<S>) => {
  const { zodResolver } = await import('./zod-resolver');
  return { zodResolver, schema: await loadSchema() };
};

/**
 * A react-hook-form bound to one of the shared schemas, the same object the API handler parses with,
 * so the browser and the server apply one set of rules. The schema and zod (about 27 KB gzipped, a
 * large part of a form page's start-up on a phone) are loaded after the first paint, while the
 * browser is idle, rather than before the page can render: the first check waits for them at most.
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(
  loadSchema: SchemaLoader<S>,
  defaults: TextDefaults<S>,
) {
  useEffect(() => {
    const start = () => void loadRules(loadSchema).catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') return start();
    const handle = requestIdleCallback(start, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [loadSchema]);
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => {
    const { zodResolver, schema } = await loadRules(loadSchema);
    // Awaiting a generic schema gives Awaited<S>, which TypeScript cannot see is S itself.
    return zodResolver(schema as S)(values, context, options);
  };
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    // The schema, not the starting value, decides what is valid (a select starts on "").
    defaultValues: defaults as unknown as DefaultValues<z.input<S>>,
  });
}
