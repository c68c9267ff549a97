import type { z } from 'zod';
import { HttpError, zodFieldErrors } from './errors';

// PostgreSQL text holds no NUL, and half a surrogate pair cannot be written as UTF-8 (PGlite fails
// on it): such text is refused as a field error before anything is written or queried.
const HALF_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unstorablePath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string')
    return value.includes('\u0000') || HALF_SURROGATE.test(value) ? path : undefined;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = unstorablePath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Parses with a shared schema; a failure becomes CONTRACT's 400 with per-field errors. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const errors = zodFieldErrors(result.error);
    throw new HttpError(400, errors[0]?.message ?? 'Invalid request', errors);
  }
  const unstorable = unstorablePath(result.data);
  if (unstorable) {
    const message = 'Contains characters that are not allowed';
    throw new HttpError(400, message, [{ path: unstorable.join('.'), message }]);
  }
  return result.data;
}
