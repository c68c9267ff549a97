import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api';
import type { ApiErrorBody } from '@shared/api-types';

function fieldErrors(err: unknown): ApiErrorBody['errors'] {
  if (!(err instanceof ApiError) || err.status !== 400) return [];
  try {
    return (JSON.parse(err.body) as ApiErrorBody).errors ?? [];
  } catch {
    return [];
  }
}

/** Shows the server's 400 field errors (CONTRACT section 2) on the form's own fields. */
export function applyServerErrors<T extends FieldValues, TOut>(
  err: unknown,
  form: UseFormReturn<T, unknown, TOut>,
): void {
  const known = new Set(Object.keys(form.getValues()));
  let focused = false;
  for (const { path, message } of fieldErrors(err) ?? []) {
    const field = path.split('.')[0];
    if (!known.has(field)) continue;
    form.setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}
