import { z } from 'zod';

// Where a sign-up came from (CONTRACT section 17). The browser keeps it for the visit and sends it
// with every public form; none of it may ever make a form fail, so the schema cleans rather than
// refuses: strings cut to 200 characters, other keys and values that are not strings dropped, paths
// without their query, the referrer a bare host. What survives is plain text, shown escaped.

export const ATTRIBUTION_KEYS = [
  'landingPath',
  'referrer',
  'ref',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmContent',
  'formPath',
] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

export const ATTRIBUTION_TEXT_MAX = 200;

// C0 controls and DEL: a line break in a campaign name would split a CSV cell or a log line.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]/g;
const HOST = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/;

const text = (value: string) => value.replace(CONTROLS, '').trim().slice(0, ATTRIBUTION_TEXT_MAX);

/** A path without its query or fragment; only an absolute path (`/...`) is one. */
export function cleanPath(value: string): string | undefined {
  const path = value.split(/[?#]/, 1)[0];
  return path.startsWith('/') && !path.startsWith('//') ? text(path) || undefined : undefined;
}

/** The referring host: from a whole http(s) address or a bare host; anything else (`javascript:...`) is dropped. */
export function cleanHost(value: string): string | undefined {
  let host = value.trim().toLowerCase();
  if (host.includes('://')) {
    try {
      const url = new URL(host);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
      host = url.host;
    } catch {
      return undefined;
    }
  }
  return HOST.test(host) && host.length <= ATTRIBUTION_TEXT_MAX ? host : undefined;
}

const cleaners: Record<AttributionKey, (value: string) => string | undefined> = {
  landingPath: cleanPath,
  formPath: cleanPath,
  referrer: cleanHost,
  ref: (v) => text(v) || undefined,
  utmSource: (v) => text(v) || undefined,
  utmMedium: (v) => text(v) || undefined,
  utmCampaign: (v) => text(v) || undefined,
  utmContent: (v) => text(v) || undefined,
};

/** The known keys of `value` that hold usable strings, cleaned; null when none does. */
export function cleanAttribution(value: unknown): Attribution | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const source = value as Record<string, unknown>;
  const clean: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const raw = Object.hasOwn(source, key) ? source[key] : undefined;
    if (typeof raw !== 'string') continue;
    const cleaned = cleaners[key](raw);
    if (cleaned) clean[key] = cleaned;
  }
  return Object.keys(clean).length > 0 ? clean : null;
}

/** The `attribution` field of every public form: never fails, stores null without one. */
export const attributionField = z.unknown().optional().transform(cleanAttribution);

/** A source's name in the report: the `ref`, else `utm_source`, else the referring host, else "Direct". */
export function sourceName(
  a: Pick<Attribution, 'ref' | 'utmSource' | 'referrer'> | null | undefined,
): string {
  return a?.ref || a?.utmSource || a?.referrer || 'Direct';
}

/** One page view as the beacon sends it (POST /api/hit); null when it names no usable path. */
export interface Hit {
  path: string;
  referrer?: string;
  ref?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

// Longer than any route, post or event slug: a 10 kB path is nobody's page.
export const HIT_PATH_MAX = 200;

export function cleanHit(value: unknown): Hit | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = (value as Record<string, unknown>).path;
  if (typeof raw !== 'string' || raw.length > HIT_PATH_MAX) return null;
  const path = cleanPath(raw);
  if (!path) return null;
  const { referrer, ref, utmSource, utmMedium, utmCampaign } = cleanAttribution(value) ?? {};
  return { path, referrer, ref, utmSource, utmMedium, utmCampaign };
}

export const hitSchema = z.unknown().optional().transform(cleanHit);
