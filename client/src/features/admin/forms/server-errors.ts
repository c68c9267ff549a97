import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiErrorBody } from '@shared/api-types';
import { ApiError } from '@/lib/api';

/** CONTRACT section 2's per-field errors of a 400, if the error carries any. */
export function serverFieldErrors(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    return (JSON.parse(error.body) as ApiErrorBody).errors ?? [];
  } catch {
    return [];
  }
}

/** Puts each server field error on the form field it names; returns how many it placed. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): number {
  let placed = 0;
  for (const { path, message } of serverFieldErrors(error)) {
    const field = fields.find((f) => f === path);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
