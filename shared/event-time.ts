// Event times: instants stored in UTC, shown and entered in the event's own IANA zone. Intl alone
// knows the zones, on the server and in the browser alike.

/** The campaign's zone when none is configured (CONTRACT section 11, CAMPAIGN_TIME_ZONE). */
export const DEFAULT_CAMPAIGN_TIME_ZONE = 'America/New_York';

/** True for a zone Intl knows ("America/Chicago", "UTC"); false for "Mars/Olympus". */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const SHAPES = {
  parts: {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
  date: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  clock: { hour: 'numeric', minute: '2-digit' },
  zoneName: { timeZoneName: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Building a formatter costs far more than formatting with it (a millisecond or more on a phone),
// and an event card formats its range with six of them, twice: one per zone and shape is kept.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string, shape: keyof typeof SHAPES): Intl.DateTimeFormat {
  const key = `${shape} ${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...SHAPES[shape] });
    formats.set(key, format);
  }
  return format;
}
const partsIn = (zone: string) => formatIn(zone, 'parts');

/** The wall clock in `zone` at `instant`, as `YYYY-MM-DDTHH:mm` (what a datetime-local input holds). */
export function wallTimeIn(instant: Date, zone: string): string {
  const p = Object.fromEntries(
    partsIn(zone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Minutes `zone` is ahead of UTC at `instant`. */
export function offsetMinutes(instant: Date, zone: string): number {
  const p = Object.fromEntries(
    partsIn(zone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the clock in `zone` reads `wall` (`YYYY-MM-DDTHH:mm`). Where the clock jumps
 * forward the time does not exist and the later reading is taken; where it falls back, the first.
 */
export function instantOfWallTime(wall: string, zone: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!m || !isTimeZone(zone)) return undefined;
  const asUtc = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  if (Number.isNaN(asUtc)) return undefined;
  // Two passes settle the offset on either side of a change of offset.
  let guess = asUtc - offsetMinutes(new Date(asUtc), zone) * 60_000;
  guess = asUtc - offsetMinutes(new Date(guess), zone) * 60_000;
  return new Date(guess);
}

/** "Tuesday, December 1, 2026" in the zone. */
export function formatEventDate(instant: Date, zone: string): string {
  return formatIn(zone, 'date').format(instant);
}

/** "7:00 PM" in the zone. */
export function formatEventClock(instant: Date, zone: string): string {
  return formatIn(zone, 'clock').format(instant);
}

/** The zone's short name at that instant: "EST", "PDT", or "GMT+1" where Intl has no abbreviation. */
export function zoneAbbreviation(instant: Date, zone: string): string {
  const part = formatIn(zone, 'zoneName')
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/**
 * "Tuesday, December 1, 2026, 7:00 PM - 8:30 PM EST" in the zone (the end's date too when it falls
 * on another day).
 */
export function formatEventRange(startsAt: Date, endsAt: Date, zone: string): string {
  const sameDay = formatEventDate(startsAt, zone) === formatEventDate(endsAt, zone);
  const end = sameDay
    ? formatEventClock(endsAt, zone)
    : `${formatEventDate(endsAt, zone)}, ${formatEventClock(endsAt, zone)}`;
  return `${formatEventDate(startsAt, zone)}, ${formatEventClock(startsAt, zone)} - ${end} ${zoneAbbreviation(startsAt, zone)}`;
}

/** ISO 8601 with the zone's offset at that instant, e.g. 2026-12-01T19:00:00-05:00 (schema.org dates). */
export function isoInZone(instant: Date, zone: string): string {
  const offset = offsetMinutes(instant, zone);
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wallTimeIn(instant, zone)}:00${sign}${hh}:${mm}`;
}
