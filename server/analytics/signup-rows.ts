import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// Every public form's new rows (CONTRACT section 17: a report's sign-ups), with where each came from.

/** The tables a public form or an RSVP adds a row to, each with an `attribution` column. */
export const SIGNUP_TABLES = [
  'volunteers',
  'endorsements',
  'testimonials',
  'contacts',
  'newsletters',
  'event_rsvps',
];
/** Those whose rows carry an e-mail address: a recruiter is credited once per address. */
export const EMAIL_TABLES = ['volunteers', 'testimonials', 'contacts', 'newsletters', 'event_rsvps'];

export interface SignupGroup {
  day: string;
  formPath: string | null;
  source: string;
  campaign: string | null;
  n: number;
}

const since = (tables: string[], columns: string, from: Date) =>
  sql.join(
    tables.map(
      (t) =>
        sql`SELECT ${sql.raw(columns)} FROM ${sql.raw(t)} WHERE created_at >= ${from.toISOString()}::timestamptz`,
    ),
    sql` UNION ALL `,
  );

/** Sign-ups since `from`, counted per day in the zone, form page, source and campaign. */
export async function signupGroups(db: Db, from: Date, timeZone: string): Promise<SignupGroup[]> {
  const result = (await db.execute(sql`
    SELECT to_char((created_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
      attribution->>'formPath' AS form_path,
      coalesce(attribution->>'ref', attribution->>'utmSource', attribution->>'referrer', 'Direct') AS source,
      attribution->>'utmCampaign' AS campaign,
      count(*)::int AS n
    FROM (${since(SIGNUP_TABLES, 'created_at, attribution', from)}) AS signups
    GROUP BY 1, 2, 3, 4`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    day: String(row.day),
    formPath: (row.form_path as string | null) ?? null,
    source: String(row.source),
    campaign: (row.campaign as string | null) ?? null,
    n: Number(row.n),
  }));
}

/**
 * Who brought whom since `from` (GET /api/admin/analytics/recruiters): sign-ups whose `ref` is a
 * volunteer's or subscriber's share code, each address once per recruiter, never the recruiter's own.
 */
export async function recruiterCounts(db: Db, from: Date): Promise<{ name: string; signups: number }[]> {
  const result = (await db.execute(sql`
    SELECT r.name, count(DISTINCT lower(s.email))::int AS signups
    FROM (${since(EMAIL_TABLES, "email, attribution->>'ref' AS ref", from)}) AS s
    JOIN LATERAL (
      SELECT code, name, own FROM (
        SELECT rv.share_code AS code, rv.first_name || ' ' || rv.last_name AS name, lower(rv.email) AS own, 1 AS rank
        FROM volunteers AS rv WHERE rv.share_code = s.ref
        UNION ALL
        SELECT rn.share_code, rn.email, lower(rn.email), 2 FROM newsletters AS rn WHERE rn.share_code = s.ref
      ) AS found ORDER BY rank LIMIT 1
    ) AS r ON lower(s.email) <> r.own
    WHERE s.ref IS NOT NULL
    GROUP BY r.code, r.name
    ORDER BY signups DESC, r.name
    LIMIT 50`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({ name: String(row.name), signups: Number(row.signups) }));
}
