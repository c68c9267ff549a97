import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { sendPageView, visitAttribution } from '@/lib/visit';

// Read once, as the app starts: the landing address, before the first navigation changes it.
visitAttribution();

/** A page view on every route change, the first page included (CONTRACT section 17). */
export function VisitBeacon() {
  const [location] = useLocation();
  useEffect(() => sendPageView(location), [location]);
  return null;
}
