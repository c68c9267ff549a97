import { reportablePath } from '@shared/secret-paths';

// Page views go to Google Analytics 4 only when VITE_GA_MEASUREMENT_ID is set; otherwise no
// third-party script loads and views stay on `window.campaignAnalytics` (tests read them there).
//
// What Google is told of a page is decided here, by the rule the server's log uses too
// (shared/secret-paths.ts, issue 34): a secret link (a reset, a draft preview, an unsubscribe or
// RSVP link) goes as its route's pattern, `/events/rsvp/[token]`, under a title of its own; the
// admin area is never reported; no query string ever goes (the campaign's `utm_` tags travel as
// GA's own campaign fields instead); and the referrer is another site's origin, or this site's
// page as the same rule gives it. gtag.js reads the document's own address and referrer unless it
// is given these, so every view sets them first.

export interface PageView {
  page_title: string;
  page_location: string;
  page_path: string;
  page_referrer?: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    campaignAnalytics?: PageView[];
  }
}

const measurementId = import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined;
let loaded = false;

/** The title a secret link's page is reported under: a draft's own title is no one else's business. */
const SECRET_TITLE = 'Private link';

const CAMPAIGN_FIELDS = {
  utm_source: 'campaign_source',
  utm_medium: 'campaign_medium',
  utm_campaign: 'campaign_name',
  utm_content: 'campaign_content',
  utm_term: 'campaign_term',
} as const;

/** The landing address's `utm_` tags, as GA's campaign fields (at most 100 characters each). */
function campaignOf(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const fields: Record<string, string> = {};
  for (const [tag, field] of Object.entries(CAMPAIGN_FIELDS)) {
    const value = params.get(tag);
    if (value) fields[field] = value.slice(0, 100);
  }
  return fields;
}

/** The referrer as it may be reported: another site's origin, or this site's page by the rule. */
function referrerOf(referrer: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.origin !== window.location.origin) return url.origin;
    const path = reportablePath(url.pathname);
    return path === undefined ? undefined : `${url.origin}${path}`;
  } catch {
    return undefined;
  }
}

/** The view of the page at `pathname`, as it may leave the browser; undefined when it may not. */
export function pageViewOf(
  pathname: string,
  title: string,
  referrer = document.referrer,
): PageView | undefined {
  const path = reportablePath(pathname);
  if (path === undefined) return undefined;
  const secret = path !== pathname && path.endsWith('[token]');
  const view: PageView = {
    page_title: secret ? SECRET_TITLE : title,
    page_location: `${window.location.origin}${path}`,
    page_path: path,
  };
  const from = referrerOf(referrer);
  if (from) view.page_referrer = from;
  return view;
}

function loadGtag(id: string, first: PageView, campaign: Record<string, string>) {
  if (loaded) return;
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet does.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by hand on each route change; the first page's own fields stand in for the
  // document's address and referrer from the start.
  window.gtag('config', id, { send_page_view: false, ...first, ...campaign });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Reports the page at `pathname` (never its query), if the rule lets it leave the browser. */
export function trackPageView(pathname: string, title: string): void {
  const view = pageViewOf(pathname, title);
  if (!view) return;
  window.campaignAnalytics = [...(window.campaignAnalytics ?? []), view];
  if (!measurementId) return;
  loadGtag(measurementId, view, campaignOf(window.location.search));
  // Set before the event, so anything gtag.js sends on its own for this page carries them too.
  window.gtag?.('set', view);
  window.gtag?.('event', 'page_view', view);
}
