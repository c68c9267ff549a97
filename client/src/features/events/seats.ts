import type { PublicEventSummary } from '@shared/event-types';

/** "12 seats left", "Full: join the waitlist below", or nothing when there is no limit. */
export function seatsLeftText(event: Pick<PublicEventSummary, 'capacity' | 'registered' | 'full'>) {
  if (event.capacity === null) return undefined;
  if (event.full) return 'Full: join the waitlist below';
  const left = event.capacity - event.registered;
  return `${left} seat${left === 1 ? '' : 's'} left`;
}
