import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { trackPageView } from '@/lib/analytics';

/** On every route change: scroll to the top and send a page view (SPEC section 2). */
export function RouteEffects() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    // Report the page under its own title: wait until <Helmet> has replaced the previous one (a lazily
    // loaded page does so only once its chunk has arrived), for three seconds at most.
    const previousTitle = document.title;
    let waited = 0;
    const timer = setInterval(() => {
      waited += 50;
      const titled = document.title !== '' && document.title !== previousTitle;
      if (!titled && waited < 3000) return;
      clearInterval(timer);
      trackPageView({ page_title: document.title, page_location: window.location.href, page_path: location });
    }, 50);
    return () => clearInterval(timer);
  }, [location]);
  return null;
}
