import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Attribution } from '../../shared/schemas/attribution';

/**
 * What every admin answer for a sign-up adds (CONTRACT section 17): `source`, the attribution kept
 * with the row (or null), and `recruitedBy`, the volunteer (their name) or subscriber (their address)
 * whose share code is its `ref`, or null. Looked up when read, through the share codes' unique
 * indexes, so an erased recruiter is no longer named.
 */
export function originFields(attribution: PgColumn): {
  source: PgColumn;
  recruitedBy: SQL<{ name: string } | null>;
} {
  const ref = sql`(${attribution} ->> 'ref')`;
  return {
    source: attribution,
    recruitedBy: sql<{ name: string } | null>`(
      SELECT json_build_object('name', found.name) FROM (
        SELECT rv.first_name || ' ' || rv.last_name AS name, 1 AS rank FROM volunteers AS rv WHERE rv.share_code = ${ref}
        UNION ALL
        SELECT rn.email, 2 FROM newsletters AS rn WHERE rn.share_code = ${ref}
      ) AS found ORDER BY found.rank LIMIT 1)`,
  };
}

/** The CSV exports' attribution columns (not the presets'), in their order. */
export const EXPORT_ORIGIN_COLUMNS = [
  'landing_page',
  'referrer',
  'ref',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;

/** A row's attribution columns for a CSV export, '' where the row has none. */
export function exportOriginCells(source: Attribution | null | undefined): Record<string, string> {
  return {
    landing_page: source?.landingPath ?? '',
    referrer: source?.referrer ?? '',
    ref: source?.ref ?? '',
    utm_source: source?.utmSource ?? '',
    utm_medium: source?.utmMedium ?? '',
    utm_campaign: source?.utmCampaign ?? '',
  };
}

/** SITE_URL/?ref=<code>: the link a volunteer's or subscriber's e-mail offers them to share. */
export const shareUrl = (siteUrl: string, code: string) =>
  `${siteUrl.replace(/\/$/, '')}/?ref=${encodeURIComponent(code)}`;
