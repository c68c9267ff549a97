import { z } from 'zod';

// CONTRACT section 3's per-field bounds. Strings are trimmed before any check.
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;
export const TITLE_MAX = 150;

const tooLong = (max: number) => `Must be at most ${max} characters`;

// Issue 34: a name, subject or title ends up in mail headers, staff alerts, calendar files and log
// lines, where a line break starts a new header, line or VEVENT, and other controls (escape, bell,
// NUL) rewrite a terminal or end a string. A one-line field holds none of them (C0, DEL, and the
// Unicode line and paragraph separators); a text of several lines keeps its own CR, LF and tab.
// Control characters are what these two patterns are for.
// eslint-disable-next-line no-control-regex
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const STRAY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const ONE_LINE_MESSAGE = 'Must be one line, without control characters';
export const CONTROL_MESSAGE = 'Must not contain control characters';

export const isOneLine = (value: string) => !LINE_BREAK_OR_CONTROL.test(value);
export const hasNoStrayControl = (value: string) => !STRAY_CONTROL.test(value);

/** A trimmed one-line string: what every single-line field of every schema is built on. */
export const lineString = (error: string = 'Must be text') =>
  z.string({ error }).trim().refine(isOneLine, { error: ONE_LINE_MESSAGE });

/** A trimmed string of several lines (a message, a story): newlines and tabs, no other control. */
export const paragraphsString = (error: string = 'Must be text') =>
  z.string({ error }).trim().refine(hasNoStrayControl, { error: CONTROL_MESSAGE });

/** A required one-line string of 1..max characters; `required` is the message for a missing value. */
export function requiredText(required: string, max: number) {
  return lineString(required)
    .min(1, { error: required })
    .max(max, { error: tooLong(max) });
}

/** An optional one-line string; an empty one means "not given". */
export function optionalText(max: number) {
  return lineString('Must be text')
    .max(max, { error: tooLong(max) })
    .optional()
    .nullable();
}

/** A required text of several lines, 1..max characters (a message, a story, an endorsement). */
export function requiredParagraphs(required: string, max: number) {
  return paragraphsString(required)
    .min(1, { error: required })
    .max(max, { error: tooLong(max) });
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
