import { z } from 'zod';
// Relative, not the @ alias: the unit tests load this file without the bundler.
import { formatLongDate } from '../../../lib/format';

// "Access until" as the forms hold it: the value of a datetime-local input (the admin's own clock,
// no offset), or '' for no end. The API takes an ISO date-time with its offset, or null.

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a datetime-local value in this browser's time zone; '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as the API's ISO date-time (UTC, which carries its offset); null for ''. */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** The form's field: empty, or a date and time the browser can read. */
export const localDateTimeField = z
  .string()
  .refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), { error: 'Enter a date and time' });

/** "January 5, 2026, 18:00" in this browser's zone; "No end date" for none. */
export function formatAccessUntil(iso: string | null): string {
  const local = toLocalInput(iso);
  return local ? `${formatLongDate(iso)}, ${local.slice(11)}` : 'No end date';
}
