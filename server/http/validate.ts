import type { z } from 'zod';
import { HttpError, zodFieldErrors } from './errors';

/** Parses with a shared schema; a failure becomes CONTRACT's 400 with per-field errors. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const errors = zodFieldErrors(result.error);
    throw new HttpError(400, errors[0]?.message ?? 'Invalid request', errors);
  }
  return result.data;
}
