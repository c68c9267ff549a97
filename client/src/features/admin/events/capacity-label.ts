import type { AdminEvent } from '@shared/event-types';

const seats = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/**
 * An event's capacity as every admin screen shows it: "No limit" for an event without one (issue
 * 35: "(0 seats)" read as a full event), else the seats taken of the seats there are.
 */
export function capacityLabel(event: Pick<AdminEvent, 'capacity' | 'counts'>): string {
  const taken = event.counts.seats;
  if (event.capacity === null) return `No limit, ${seats(taken)} taken`;
  return `${taken} of ${seats(event.capacity)} taken`;
}
