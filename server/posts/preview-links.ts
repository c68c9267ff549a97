import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { posts, type Post } from '../../shared/schema';
import type { Db } from '../db/client';

// Draft previews for people without an admin account (CONTRACT section 8): the link itself is the
// permission, so it is signed, names one post and expires. Nothing is stored: a link cannot be
// revoked early, but it dies with its post.

export const PREVIEW_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PreviewSigner {
  sign(postId: string, expiresAt: Date): string;
  /** The post id of a genuine, unexpired token; undefined for anything else. */
  verify(token: string): string | undefined;
}

// <post uuid>.<expiry, seconds since the epoch>.<HMAC-SHA256 of both, base64url>
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([\w-]{43})$/;

/**
 * Keyed with a key derived from the session secret, never the secret itself, so a preview
 * signature can never stand in for a cookie signature or the reverse.
 */
export function previewSigner(sessionSecret: string): PreviewSigner {
  const key = createHmac('sha256', sessionSecret).update('preview-links').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(postId, expiresAt) {
      const payload = `${postId}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return `${payload}.${mac(payload)}`;
    },
    verify(token) {
      const match = TOKEN.exec(token);
      if (!match) return undefined;
      const [, postId, expires, signature] = match;
      const expected = Buffer.from(mac(`${postId}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return Number(expires) * 1000 > Date.now() ? postId : undefined;
    },
  };
}

/** The absolute preview URL for the post at `slug`, valid for 7 days; undefined for no such post. */
export async function createPreviewUrl(
  db: Db,
  signer: PreviewSigner,
  siteUrl: string,
  slug: string,
): Promise<string | undefined> {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug)).limit(1);
  if (!row) return undefined;
  const token = signer.sign(row.id, new Date(Date.now() + PREVIEW_LINK_DAYS * DAY_MS));
  return `${siteUrl}/preview/${token}`;
}

/** The post as GET /api/posts/:slug shows it (sanitized HTML), whatever its status. */
export type PreviewPost = Omit<Post, 'content' | 'contentHtml' | 'search' | 'version'> & { content: string };

export async function findPreviewPost(db: Db, postId: string): Promise<PreviewPost | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  if (!row) return undefined;
  const { content: _markdown, contentHtml, search: _search, version: _version, ...rest } = row;
  return { ...rest, content: contentHtml };
}
