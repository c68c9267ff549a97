import { sql } from 'drizzle-orm';
import type { MediaUse } from '../../shared/api-types';
import { events, posts, sitePages } from '../../shared/schema';
import type { Db } from '../db/client';

// What shows an image: a post (its featured image, or anywhere in its markdown: an image, or a link
// to one of its files), an event (likewise, CONTRACT section 14) and a page of the site's texts: a
// candidate's portrait, or an image in a page's markdown (CONTRACT section 13). Drafts count:
// deleting the image would break them when published.

interface UseRow {
  id: string;
  kind: MediaUse['kind'];
  key: string;
  person: string | null;
}

const mentions = (column: unknown) => sql`${column} LIKE '%/media/' || m.id::text || '/%'`;

/** Every use of each image: posts (oldest first), then events (oldest first), then pages. */
async function useRows(db: Db, ids: string[]): Promise<UseRow[]> {
  const result = (await db.execute(sql`
    WITH m(id) AS (SELECT unnest(${`{${ids.join(',')}}`}::uuid[]))
    SELECT id, kind, key, person FROM (
      SELECT m.id::text AS id, 'post' AS kind, p.slug AS key, NULL AS person, 0 AS part, p.created_at AS at
      FROM m JOIN ${posts} p ON ${mentions(sql`p.featured_image`)} OR ${mentions(sql`p.content`)}
      UNION ALL
      SELECT m.id::text, 'event', e.slug, NULL, 1, e.created_at
      FROM m JOIN ${events} e ON ${mentions(sql`e.featured_image`)} OR ${mentions(sql`e.description`)}
      UNION ALL
      SELECT m.id::text,
        CASE WHEN ${mentions(sql`s.content #>> '{person,photo,url}'`)} THEN 'portrait' ELSE 'page' END,
        s.key, s.content #>> '{person,name}', 2, NULL
      FROM m JOIN ${sitePages} s ON ${mentions(sql`s.content::text`)}
    ) AS uses
    ORDER BY part, at, key`)) as unknown as { rows: UseRow[] };
  return result.rows;
}

const ADMIN_SCREEN: Record<MediaUse['kind'], (key: string) => string> = {
  post: (slug) => `/admin/blog/edit/${encodeURIComponent(slug)}`,
  event: (slug) => `/admin/events/edit/${encodeURIComponent(slug)}`,
  portrait: (key) => `/admin/pages/${key}`,
  page: (key) => `/admin/pages/${key}`,
};

/**
 * How a use is named in the library's `usedBy`: a post by its slug (as it always was), anything
 * else by what it is, so a name never passes for a post's slug.
 */
function nameOf({ kind, key, person }: UseRow): string {
  if (kind === 'post') return key;
  if (kind === 'event') return `Event: ${key}`;
  if (kind === 'portrait') return `Portrait: ${person ?? key}`;
  return `Page: ${key}`;
}

/** The uses of each of these images, each with its name and the admin screen that edits it. */
export async function usesOfMedia(db: Db, ids: string[]): Promise<Map<string, MediaUse[]>> {
  const used = new Map<string, MediaUse[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return used;
  for (const row of await useRows(db, ids))
    used
      .get(row.id)
      ?.push({ kind: row.kind, key: row.key, name: nameOf(row), href: ADMIN_SCREEN[row.kind](row.key) });
  return used;
}

const NOUNS: Record<MediaUse['kind'], [string, string]> = {
  post: ['post', 'posts'],
  event: ['event', 'events'],
  portrait: ['portrait', 'portraits'],
  page: ['page', 'pages'],
};

/** Why an image cannot be deleted yet (a delete is refused while anything shows it); undefined if unused. */
export async function mediaInUseMessage(db: Db, id: string): Promise<string | undefined> {
  const rows = await useRows(db, [id]);
  if (rows.length === 0) return undefined;
  const counts = new Map<MediaUse['kind'], number>();
  for (const row of rows) counts.set(row.kind, (counts.get(row.kind) ?? 0) + 1);
  const parts = [...counts].map(([kind, n]) => `${n} ${NOUNS[kind][n === 1 ? 0 : 1]}`);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  const [[onlyKind, onlyCount]] = [...counts];
  const them =
    counts.size > 1
      ? 'them'
      : `${onlyCount === 1 ? 'that' : 'those'} ${NOUNS[onlyKind][onlyCount === 1 ? 0 : 1]}`;
  return `This image is still used by ${list}. Remove it from ${them} first.`;
}
