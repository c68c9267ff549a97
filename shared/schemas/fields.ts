import { z } from 'zod';

// CONTRACT section 3's per-field bounds. Strings are trimmed before any check.
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;
export const TITLE_MAX = 150;

const tooLong = (max: number) => `Must be at most ${max} characters`;

/** A required, trimmed string of 1..max characters; `required` is the message for a missing value. */
export function requiredText(required: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(max) });
}

/** An optional trimmed string; an empty one means "not given". */
export function optionalText(max: number) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: tooLong(max) })
    .optional()
    .nullable();
}

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(EMAIL_MAX, { error: tooLong(EMAIL_MAX) })
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** The hidden field bots fill in; people never see it. */
export const honeypotField = z
  .string({ error: 'Invalid submission' })
  .max(0, { error: 'Invalid submission' })
  .optional();

/** "" and null both mean absent, as an optional form field sends "". */
export function emptyToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}
