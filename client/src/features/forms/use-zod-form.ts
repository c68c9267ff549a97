import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** Every control of the public forms is a text box or a select, so every starting value is a string. */
export type TextDefaults<S extends z.ZodType> = { [K in keyof z.input<S>]-?: string };

/**
 * A react-hook-form bound to one of the shared schemas, the same object the API handler parses with,
 * so the browser and the server apply one set of rules.
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(schema: S, defaults: TextDefaults<S>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    // The schema, not the starting value, decides what is valid (a select starts on "").
    defaultValues: defaults as unknown as DefaultValues<z.input<S>>,
  });
}
