import { sql, type SQL } from 'drizzle-orm';
import { posts } from '../../shared/schema';
import { escapeLike } from '../db/list-query';

// The `q` of GET /api/posts (CONTRACT: title, excerpt and content, case-insensitive), answered from
// indexes instead of reading every post's body:
// - the words of `q`, in order and adjacent, each as the start of a word: "arbitration wins" finds
//   "Arbitration WINS keep coming" but not "won the arbitration. More wins", and "bargain unio" finds
//   "bargaining union". They are matched against `posts.search` (GIN-indexed), which holds the text
//   both stemmed (English: "rallies" finds "rally") and as written (a half-typed word still matches);
// - or `q` as plain text anywhere in the title, where `%`, `_` and `\` are ordinary characters and a
//   piece of a word ("0%" in "100%") still counts. Titles are short, so this scan stays cheap.

/**
 * The prefix-phrase tsquery text for the words of `q`, e.g. 'bargain:* <-> unio:*', or undefined
 * when `q` has no word. Only letters and digits survive, so to_tsquery can never fail on user input.
 */
export function prefixPhrase(q: string): string | undefined {
  const words = q.match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((word) => `${word}:*`).join(' <-> ') : undefined;
}

/**
 * `posts.id IN (...)`: the newest `limit` posts that `filters` admit and whose words match, plus the
 * newest `limit` whose title contains `q`. Two small ordered subqueries rather than one OR, so each
 * uses its own index and stops after `limit` rows; the caller orders and pages their union.
 */
export function postSearchCondition(q: string, filters: SQL, limit: number): SQL {
  const newest = sql`ORDER BY ${posts.publishedAt} DESC NULLS LAST, ${posts.createdAt} DESC NULLS LAST LIMIT ${limit}`;
  const inTitle = sql`(SELECT ${posts.id} FROM ${posts} WHERE ${filters} AND ${posts.title} ILIKE ${`%${escapeLike(q)}%`} ${newest})`;
  const phrase = prefixPhrase(q);
  if (!phrase) return sql`${posts.id} IN ${inTitle}`;
  const words = sql`to_tsquery('english', ${phrase}) || to_tsquery('simple', ${phrase})`;
  const byWords = sql`(SELECT ${posts.id} FROM ${posts} WHERE ${filters} AND ${posts.search} @@ (${words}) ${newest})`;
  return sql`${posts.id} IN (${byWords} UNION ALL ${inTitle})`;
}
