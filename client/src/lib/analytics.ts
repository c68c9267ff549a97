// Page views go to Google Analytics 4 only when VITE_GA_MEASUREMENT_ID is set; otherwise no
// third-party script loads and events stay on `window.campaignAnalytics` (tests read them there).

export interface PageView {
  page_title: string;
  page_location: string;
  page_path: string;
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

function loadGtag(id: string) {
  if (loaded) return;
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet does.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by hand on each route change.
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

export function trackPageView(view: PageView): void {
  window.campaignAnalytics = [...(window.campaignAnalytics ?? []), view];
  if (!measurementId) return;
  loadGtag(measurementId);
  window.gtag?.('event', 'page_view', view);
}
