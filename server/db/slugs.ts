import { eq, like, or } from 'drizzle-orm';
import { events, posts } from '../../shared/schema';
import { slugify } from '../../shared/slug';
import type { Db } from './client';
import { isUniqueViolation } from './errors';
import { escapeLike } from './list-query';

// Slugs of the things staff create by title (posts, events): SPEC's slug of the title, stable once
// made, unique within its table with -2, -3...

type SluggedTable = typeof posts | typeof events;

/** The title's slug, made unique with -2, -3...; `fallback` when the title has no usable character. */
export async function uniqueSlug(db: Db, table: SluggedTable, title: string, fallback: string) {
  const base = slugify(title) || fallback;
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), like(table.slug, `${escapeLike(base)}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * Runs `create` with a free slug. Two of one title created at the same moment race for it: the
 * loser's insert breaks the unique index, and it tries again with the next (five tries at most).
 */
export async function withUniqueSlug<T>(
  db: Db,
  table: SluggedTable,
  title: string,
  fallback: string,
  create: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const slug = await uniqueSlug(db, table, title, fallback);
    try {
      return await create(slug);
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}
