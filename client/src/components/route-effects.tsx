import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { trackPageView } from '@/lib/analytics';

/** On every route change: scroll to the top and send a page view (SPEC section 2). */
export function RouteEffects() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    // Let the page's <Helmet> set its title first. A lazily loaded page sets it only once its chunk
    // has arrived (the title is empty meanwhile), so wait for a title, for three seconds at most.
    let waited = 0;
    const timer = setInterval(() => {
      waited += 50;
      if (!document.title && waited < 3000) return;
      clearInterval(timer);
      trackPageView({ page_title: document.title, page_location: window.location.href, page_path: location });
    }, 50);
    return () => clearInterval(timer);
  }, [location]);
  return null;
}
