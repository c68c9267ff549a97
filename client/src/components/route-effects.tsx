import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { trackPageView } from '@/lib/analytics';

/** On every route change: scroll to the top and send a page view (SPEC section 2). */
export function RouteEffects() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    // Let the page's <Helmet> set its title first.
    const timer = setTimeout(() => {
      trackPageView({ page_title: document.title, page_location: window.location.href, page_path: location });
    }, 50);
    return () => clearTimeout(timer);
  }, [location]);
  return null;
}
