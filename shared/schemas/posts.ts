import { z } from 'zod';
import { DEFAULT_POST_CATEGORY, POSTS_MAX_LIMIT, POST_STATUSES, UPDATES_PAGE_SIZE } from '../constants';

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
    .array(
      z
        .string()
        .trim()
        .max(itemMax, { error: `Must be at most ${itemMax} characters` }),
      {
        error: 'Must be a list of text',
      },
    )
    .max(maxItems, { error: `At most ${maxItems} entries` })
    .transform((list) => [...new Set(list.filter(Boolean))]);

const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^(https?:\/\/|\/)[^\s]*$/i.test(v), {
    error: 'Featured image must be an http(s) URL or a site path',
  })
  .optional()
  .nullable();

export const postStatusSchema = z.enum(POST_STATUSES, { error: 'Status must be draft or published' });

/** The editor's full body, for create and full update. */
export const postInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(200, { error: 'Must be at most 200 characters' }),
  excerpt: z.string().trim().max(1000, { error: 'Must be at most 1000 characters' }).default(''),
  content: z.string().max(90_000, { error: 'Must be at most 90000 characters' }).default(''),
  category: z
    .string()
    .trim()
    .max(100, { error: 'Must be at most 100 characters' })
    .optional()
    .transform((c) => c || DEFAULT_POST_CATEGORY),
  tags: textList(50, 30).default([]),
  keywords: textList(100, 30).optional(),
  status: postStatusSchema.default('draft'),
  publishedAt: isoDate,
  featuredImage: optionalUrl,
  featuredImageAlt: z.string().trim().max(300).optional().nullable(),
  // The author always comes from the session; a body value is accepted and ignored.
  author: z.unknown().optional(),
});
export type PostInput = z.input<typeof postInputSchema>;
export type PostInputParsed = z.output<typeof postInputSchema>;

/** The list's Publish/Unpublish toggle sends only these two. */
export const postStatusPatchSchema = z.object({ status: postStatusSchema, publishedAt: isoDate });

export function isStatusOnlyPatch(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  return Object.keys(body).every((k) => k === 'status' || k === 'publishedAt');
}
