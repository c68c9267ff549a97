// Where this visit came from and which pages it reads (CONTRACT section 17), with no cookie: the
// visit's first page and its referrer are kept in session storage (one tab, until it closes), sent
// with every public form, and each page view is one beacon to the site itself. Kept small: it is in
// every page's first bundle (1 KB gzipped at most, with the beacon).

type Fields = Record<string, string>;

const KEY = 'visit';
const PARAMS: [string, string][] = [
  ['ref', 'ref'],
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_content', 'utmContent'],
];
// Pages behind a secret link (their token is in the path) and the admin area send no beacon.
const UNCOUNTED = /^\/(admin|preview|unsubscribe|newsletter\/confirm|events\/rsvp)(\/|$)/;

let visit: Fields | undefined;

/** The visit's attribution, taken from the address and referrer of its first page. */
export function visitAttribution(): Fields {
  if (visit) return visit;
  try {
    visit = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Fields | undefined;
  } catch {
    // Storage refused (a private window's quota, a sandbox): the visit is remembered in memory only.
  }
  if (visit) return visit;
  const params = new URLSearchParams(location.search);
  const found: Fields = { landingPath: location.pathname };
  try {
    const host = new URL(document.referrer).host;
    if (host !== location.host) found.referrer = host;
  } catch {
    // No referrer: a typed address, a bookmark, or a link from an app.
  }
  for (const [param, key] of PARAMS) {
    const value = params.get(param);
    if (value) found[key] = value.slice(0, 200);
  }
  visit = found;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(found));
  } catch {
    // As above.
  }
  return visit;
}

/** A public form's body with the visit's attribution and the page the form was sent from. */
export const withAttribution = <T extends object>(values: T) => ({
  ...values,
  attribution: { ...visitAttribution(), formPath: location.pathname },
});

let lastPath: string | undefined;

/** One page view: the path, and where the visit came from (never the query, which may hold a token). */
export function sendPageView(path: string): void {
  const { landingPath: _landing, utmContent: _content, ...source } = visitAttribution();
  if (path === lastPath || UNCOUNTED.test(path)) return;
  lastPath = path;
  const body = JSON.stringify({ path, ...source });
  // sendBeacon survives the page closing; it sends text/plain, which the server reads as JSON.
  if (!navigator.sendBeacon?.('/api/hit', body))
    void fetch('/api/hit', { method: 'POST', body, keepalive: true }).catch(() => undefined);
}
