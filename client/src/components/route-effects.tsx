import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { trackPageView } from '@/lib/analytics';

/** On every route change: scroll to the top and send a page view (SPEC section 2; lib/analytics.ts). */
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
      // The path alone: the rule in trackPageView decides what of it may leave the browser.
      trackPageView(window.location.pathname, document.title);
    }, 50);
    return () => clearInterval(timer);
  }, [location]);
  return null;
}
