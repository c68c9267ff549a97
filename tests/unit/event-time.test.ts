import { describe, expect, it } from 'vitest';
import {
  formatEventRange,
  instantOfWallTime,
  isTimeZone,
  isoInZone,
  wallTimeIn,
  zoneAbbreviation,
} from '../../shared/event-time';
import { eventInputSchema, rsvpSchema } from '../../shared/schemas/events';

// Event times are instants shown and entered in the event's own zone (CONTRACT section 14).

describe('event time zones', () => {
  it('knows IANA zones through Intl and refuses made-up ones', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('turns a wall-clock time in a zone into the instant and back, across daylight saving', () => {
    expect(instantOfWallTime('2026-12-01T19:00', 'America/New_York')?.toISOString()).toBe(
      '2026-12-02T00:00:00.000Z',
    );
    expect(instantOfWallTime('2026-07-01T19:00', 'America/New_York')?.toISOString()).toBe(
      '2026-07-01T23:00:00.000Z',
    );
    expect(instantOfWallTime('2026-12-01T19:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-12-01T13:30:00.000Z',
    );
    expect(wallTimeIn(new Date('2026-12-02T00:00:00Z'), 'America/New_York')).toBe('2026-12-01T19:00');
    expect(instantOfWallTime('not a time', 'America/New_York')).toBeUndefined();
    expect(instantOfWallTime('2026-12-01T19:00', 'Mars/Olympus')).toBeUndefined();
  });

  it('shows a range in the zone with its abbreviation, and ISO dates with the offset', () => {
    const start = new Date('2026-12-02T00:00:00Z');
    const end = new Date('2026-12-02T01:30:00Z');
    expect(formatEventRange(start, end, 'America/New_York')).toBe(
      'Tuesday, December 1, 2026, 7:00 PM - 8:30 PM EST',
    );
    expect(zoneAbbreviation(new Date('2026-07-01T12:00:00Z'), 'America/Chicago')).toBe('CDT');
    expect(isoInZone(start, 'America/New_York')).toBe('2026-12-01T19:00:00-05:00');
    expect(isoInZone(start, 'Asia/Kolkata')).toBe('2026-12-02T05:30:00+05:30');
  });
});

describe('event schemas', () => {
  const valid = {
    title: 'Town Hall',
    startsAt: '2026-12-02T00:00:00Z',
    endsAt: '2026-12-02T01:00:00Z',
    location: { kind: 'in-person', venue: 'Union Hall' },
  };
  const paths = (body: object) => {
    const r = eventInputSchema.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
  };

  it('accepts a valid event and refuses each bad value on its own path', () => {
    expect(paths(valid)).toEqual([]);
    expect(paths({ ...valid, endsAt: valid.startsAt })).toEqual(['endsAt']);
    expect(paths({ ...valid, timeZone: 'Mars/Olympus' })).toEqual(['timeZone']);
    expect(paths({ ...valid, capacity: -1 })).toEqual(['capacity']);
    expect(paths({ ...valid, capacity: 2.5 })).toEqual(['capacity']);
    expect(paths({ ...valid, startsAt: '1900-01-01T00:00:00Z' })).toContain('startsAt');
    expect(paths({ ...valid, location: { kind: 'online' }, onlineUrl: 'javascript:alert(1)' })).toEqual([
      'onlineUrl',
    ]);
  });

  it('bounds guests to 0-4 and refuses a filled honeypot', () => {
    const rsvp = { firstName: 'A', lastName: 'B', email: 'a@example.org' };
    expect(rsvpSchema.parse(rsvp).guests).toBe(0);
    expect(rsvpSchema.safeParse({ ...rsvp, guests: 5 }).success).toBe(false);
    expect(rsvpSchema.safeParse({ ...rsvp, website: 'x' }).success).toBe(false);
  });
});
