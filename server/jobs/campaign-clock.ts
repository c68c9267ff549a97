// Days and hours in CAMPAIGN_TIME_ZONE (an IANA zone) with the runtime's own time-zone data, so a
// digest at 08:00 stays at 08:00 local across daylight-saving changes.
import { offsetMinutes } from '../../shared/event-time';

/** The wall-clock reading in the zone, as if it were UTC (so offsets are simple subtractions). */
function wallClockMs(instant: Date, timeZone: string): number {
  return Math.floor(instant.getTime() / 1000) * 1000 + offsetMinutes(instant, timeZone) * 60_000;
}

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
export function localDay(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant, timeZone)).toISOString().slice(0, 10);
}

/** The day before or after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The instant when the zone's clocks read `hour`:00 on `day`. Two passes settle the offset on either
 * side of a daylight-saving change; an hour skipped by one (none at 08:00 in practice) falls after it.
 */
export function zonedInstant(day: string, hour: number, timeZone: string): Date {
  const wanted = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  let guess = wanted;
  for (let pass = 0; pass < 2; pass += 1) {
    guess += wanted - wallClockMs(new Date(guess), timeZone);
  }
  return new Date(guess);
}
