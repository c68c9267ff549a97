import { z } from 'zod';
import { text } from './fields';

// The campaign's videos (CONTRACT section 13): staff paste a YouTube link, the id is kept.

/** SPEC section 2's four categories, the Videos page's badges. */
export const VIDEO_CATEGORIES = [
  'Executive Order Crisis',
  'Employee Rights',
  'Benefits & Programs',
  'Healthcare Defense',
] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

/**
 * The 11-character id of a YouTube id or link: `youtube.com/watch?v=`, `youtu.be/`,
 * `youtube.com/embed/` or `youtube.com/shorts/`; undefined for anything else (another site's link).
 */
export function youtubeIdOf(input: string): string | undefined {
  const value = input.trim();
  if (YOUTUBE_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch' && !second) id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts') id = second;
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/** m:ss or h:mm:ss, minutes and seconds under 60 (the hours form needs two-digit minutes). */
export const DURATION = /^(?:[1-9]\d*:[0-5]\d|0?\d:[0-5]\d|[1-9]\d*:[0-5]\d:[0-5]\d)$/;

export const youtubeField = z
  .string({ error: 'Paste a YouTube link or video id' })
  .trim()
  .max(500, { error: 'Paste a YouTube link or video id' })
  .transform((value, ctx) => {
    const id = youtubeIdOf(value);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: 'Must be a YouTube video link or an 11-character video id' });
      return z.NEVER;
    }
    return id;
  });

const videoFields = {
  youtube: youtubeField,
  title: text(200),
  description: text(1000),
  category: z.enum(VIDEO_CATEGORIES, { error: `Category must be one of: ${VIDEO_CATEGORIES.join(', ')}` }),
  duration: z
    .string({ error: 'Duration is required' })
    .trim()
    .regex(DURATION, { error: 'Duration must be m:ss or h:mm:ss, e.g. 19:41' }),
  featured: z.boolean({ error: 'Must be true or false' }),
};

/** POST /api/admin/videos. */
export const videoInputSchema = z
  .object({ ...videoFields, featured: videoFields.featured.optional() })
  .strict();
export type VideoInput = z.infer<typeof videoInputSchema>;

/** PATCH /api/admin/videos/:id: any of the fields. */
export const videoPatchSchema = z.object(videoFields).partial().strict();
export type VideoPatch = z.infer<typeof videoPatchSchema>;

/** PUT /api/admin/videos/order: every video's id, in the new order. */
export const videoOrderSchema = z
  .object({
    ids: z
      .array(z.number({ error: 'Must be a video id' }).int().positive(), { error: 'ids must be a list' })
      .max(500),
  })
  .strict();

/** A video as GET /api/videos and the admin API answer it. */
export interface SiteVideo {
  id: number;
  youtubeId: string;
  title: string;
  description: string;
  category: VideoCategory;
  duration: string;
  featured: boolean;
}
