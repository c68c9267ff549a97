import { z } from 'zod';
import { CONTROL_MESSAGE, hasNoStrayControl, lineString } from '../schemas/fields';
import { isSitePath } from '../site-link';

// The field kinds every editable text is built from (CONTRACT section 13). The admin form is
// generated from a page's schema: a `text` is an input, a `markdown` a paragraph editor with the
// post toolbar, an array a list of items that can be added, removed and reordered. The kind is zod
// metadata (`fieldKind`), so the form, the API and the stored value read one schema.

/** Short texts: headings, labels, names, one-line leads. */
export const SHORT_TEXT_MAX = 300;
/** Paragraphs and markdown: one section of a statement or a biography. */
export const LONG_TEXT_MAX = 20_000;

export type FieldKind = 'text' | 'markdown' | 'url' | 'email' | 'media';

const tooLong = (max: number) => `Must be at most ${max} characters`;

function required(max: number) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .refine(hasNoStrayControl, { error: CONTROL_MESSAGE })
    .min(1, { error: 'Required' })
    .max(max, { error: tooLong(max) });
}

/** A required one-line text of 1..max (default 300) characters: no line break, no control. */
export const text = (max = SHORT_TEXT_MAX) =>
  lineString()
    .min(1, { error: 'Required' })
    .max(max, { error: tooLong(max) })
    .meta({ fieldKind: 'text' as FieldKind });

/** A one-line text staff may leave empty (a figure's footnote): at most `max` characters. */
export const optionalText = (max = SHORT_TEXT_MAX) =>
  lineString()
    .max(max, { error: tooLong(max) })
    .meta({ fieldKind: 'text' as FieldKind });

/** A paragraph of plain text (no markup), 1..20,000 characters; it may hold line breaks. */
export const paragraph = () => required(LONG_TEXT_MAX).meta({ fieldKind: 'text' as FieldKind });

// Markdown is rendered and sanitized on the server as post bodies are; staff never need raw HTML
// scripts or script URLs, so a text holding one is refused (400 on its path) rather than silently cut.
const SCRIPT_TAG = /<\s*\/?\s*script\b/i;
const SCRIPT_URL = /(?:java|vb)script\s*:|data\s*:\s*text\/html/i;
const EVENT_HANDLER = /<[^>]*\son[a-z]+\s*=/i;

/** Browsers skip control characters and spaces inside a URL's scheme (`java\tscript:`). */
const withoutControls = (value: string) => [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');

/** A markdown text (paragraphs, links, lists): 1..20,000 characters, no script. */
export const markdown = () =>
  required(LONG_TEXT_MAX)
    .refine((v) => !SCRIPT_TAG.test(v) && !EVENT_HANDLER.test(v), { error: 'Scripts are not allowed' })
    .refine((v) => !SCRIPT_URL.test(withoutControls(v)), {
      error: 'Links must be http(s), mailto or a path on this site',
    })
    .meta({ fieldKind: 'markdown' as FieldKind });

/** The hints under link fields, said where the field is edited (issue 35). */
export const HTTPS_LINK_HINT = 'A full address starting with https://';
export const SITE_LINK_HINT =
  'A page of this site, such as /events, or a full address starting with https://';
export const SITE_LINK_MESSAGE = 'Must be a page of this site (/events) or an https:// URL';

/** An https:// URL: a link to another site (CONTRACT section 13), such as a social profile. */
export const httpsUrl = () =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(2000, { error: tooLong(2000) })
    .refine(isHttpsUrl, { error: 'Must be an https:// URL' })
    .meta({ fieldKind: 'url' as FieldKind, description: HTTPS_LINK_HINT });

/**
 * A link staff may point at a page of this site (`/events`) or at another site (`https://`), such
 * as the Donate button's or the announcement's (issue 35): the public pages follow a site path in
 * the same tab.
 */
export const siteLink = () =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(2000, { error: tooLong(2000) })
    .refine((v) => isSitePath(v) || isHttpsUrl(v), { error: SITE_LINK_MESSAGE })
    .meta({ fieldKind: 'url' as FieldKind, description: SITE_LINK_HINT });

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** A valid e-mail address, stored trimmed and lower-cased. */
export const emailAddress = () =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .toLowerCase()
    .max(254, { error: tooLong(254) })
    .pipe(z.email({ error: 'Please enter a valid email address' }))
    .meta({ fieldKind: 'email' as FieldKind });

/**
 * A picture from the media library (CONTRACT section 7), with its alt text; `url` empty means none
 * (the initials portrait stays). Only a media URL is accepted, so a page never loads a foreign image.
 */
export const mediaPicture = () =>
  z
    .object({
      url: z
        .string({ error: 'Must be text' })
        .trim()
        .max(200)
        .refine((v) => v === '' || /^\/media\/[0-9a-f-]{36}\/[\w.-]+$/i.test(v), {
          error: 'Choose an image from the media library',
        }),
      alt: z
        .string({ error: 'Must be text' })
        .trim()
        .max(250, { error: tooLong(250) }),
    })
    .refine((v) => v.url === '' || v.alt !== '', { error: 'Describe the picture', path: ['alt'] })
    .meta({ fieldKind: 'media' as FieldKind });

/** The kind of a field schema, as the form generator and the server's markdown rendering read it. */
export function fieldKind(schema: z.ZodType): FieldKind | undefined {
  return (schema.meta() as { fieldKind?: FieldKind } | undefined)?.fieldKind;
}
