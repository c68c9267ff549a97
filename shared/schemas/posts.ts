import { z } from 'zod';
import { DEFAULT_POST_CATEGORY, POSTS_MAX_LIMIT, POST_STATUSES, UPDATES_PAGE_SIZE } from '../constants';
import { CONTROL_MESSAGE, hasNoStrayControl, lineString, paragraphsString } from './fields';

const wholeNumber = (name: string, min: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .refine((n) => n >= min, { error: `${name} must be at least ${min}` });

const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` });

/** GET /api/posts query: CONTRACT section 3. `page` stands in for `offset` when given. */
export const postListQuerySchema = z
  .object({
    q: filterText(200).optional(),
    category: filterText(100).optional(),
    tag: filterText(100).optional(),
    limit: wholeNumber('limit', 1).optional(),
    offset: wholeNumber('offset', 0).optional(),
    page: wholeNumber('page', 1).optional(),
  })
  .transform(({ q, category, tag, limit: rawLimit, offset, page }) => {
    const limit = Math.min(rawLimit ?? UPDATES_PAGE_SIZE, POSTS_MAX_LIMIT);
    return {
      q: q || undefined,
      category: category || undefined,
      tag: tag || undefined,
      limit,
      offset: offset ?? (page ? (page - 1) * limit : 0),
    };
  });
export type PostListQuery = z.output<typeof postListQuerySchema>;

const isoDate = z
  .union([z.iso.datetime({ offset: true, local: true }), z.iso.date(), z.literal(''), z.null()], {
    error: 'Publication date must be a valid date',
  })
  .optional()
  .transform((v) => (v ? new Date(v) : null))
  // PostgreSQL holds no year 0 nor five-digit years, and drivers misread years before 1000 (0001
  // comes back as 2001): no campaign post is dated outside these.
  .refine((d) => d === null || (d.getUTCFullYear() >= 1900 && d.getUTCFullYear() <= 9999), {
    error: 'Publication date must be a valid date',
  });

const textList = (itemMax: number, maxItems: number) =>
  z
    .array(lineString().max(itemMax, { error: `Must be at most ${itemMax} characters` }), {
      error: 'Must be a list of text',
    })
    .max(maxItems, { error: `At most ${maxItems} entries` })
    .transform((list) => [...new Set(list.filter(Boolean))]);

const optionalUrl = lineString()
  .max(2000)
  // A site path has one leading slash: `//host/x` (and `/\host/x`, which browsers read alike) is
  // another site's address, not ours.
  .refine((v) => v === '' || /^(https?:\/\/|\/(?![/\\]))[^\s]*$/i.test(v), {
    error: 'Featured image must be an http(s) URL or a site path',
  })
  .optional()
  .nullable();

/** The version the editor opened (CONTRACT section 8): a stale one is a 409, not an overwrite. */
const versionField = z
  .number({ error: 'Version must be a whole number' })
  .int({ error: 'Version must be a whole number' })
  .min(1, { error: 'Version must be a whole number' })
  .max(2_147_483_647, { error: 'Version must be a whole number' })
  .optional();

/** `autosave: true` marks a save the editor made on its own, without a click. */
const autosaveField = z.boolean({ error: 'Autosave must be true or false' }).optional();

export const postStatusSchema = z.enum(POST_STATUSES, { error: 'Status must be draft or published' });

/** The editor's full body, for create and full update. */
export const postInputSchema = z.object({
  title: lineString('Title is required')
    .min(1, { error: 'Title is required' })
    .max(200, { error: 'Must be at most 200 characters' }),
  excerpt: paragraphsString().max(1000, { error: 'Must be at most 1000 characters' }).default(''),
  content: z
    .string()
    .max(90_000, { error: 'Must be at most 90000 characters' })
    .refine(hasNoStrayControl, { error: CONTROL_MESSAGE })
    .default(''),
  category: lineString()
    .max(100, { error: 'Must be at most 100 characters' })
    .optional()
    .transform((c) => c || DEFAULT_POST_CATEGORY),
  tags: textList(50, 30).default([]),
  keywords: textList(100, 30).optional(),
  status: postStatusSchema.default('draft'),
  publishedAt: isoDate,
  featuredImage: optionalUrl,
  featuredImageAlt: lineString().max(300).optional().nullable(),
  // The author always comes from the session; a body value is accepted and ignored.
  author: z.unknown().optional(),
  version: versionField,
  autosave: autosaveField,
});
export type PostInput = z.input<typeof postInputSchema>;
export type PostInputParsed = z.output<typeof postInputSchema>;

/** The list's Publish/Unpublish toggle sends only these two (and, when it knows it, the version). */
export const postStatusPatchSchema = z.object({
  status: postStatusSchema,
  publishedAt: isoDate,
  version: versionField,
});

const STATUS_PATCH_KEYS = new Set(['status', 'publishedAt', 'version']);

export function isStatusOnlyPatch(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const keys = Object.keys(body);
  return keys.includes('status') && keys.every((k) => STATUS_PATCH_KEYS.has(k));
}
