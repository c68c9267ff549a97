import { Suspense } from 'react';
import { lazyWithQuery } from '@/lib/lazy-with-query';

// Home's "Upcoming events": the next three, only when there are any. The part that fetches arrives
// after the first paint, below the fold, and shows nothing at all when no event is coming.
const UpcomingEventsBody = lazyWithQuery(() => import('./upcoming-events-body'));

export function UpcomingEvents() {
  return (
    <Suspense fallback={null}>
      <UpcomingEventsBody />
    </Suspense>
  );
}
