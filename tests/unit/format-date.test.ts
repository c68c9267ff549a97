import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDate } from '../../client/src/lib/format';

// formatLongDate writes SPEC section 9's US long date without Intl; it must write exactly what
// `toLocaleDateString('en-US', ...)` wrote before, for every date, in every time zone.
const intlLongDate = (value: string | Date) =>
  new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('formatLongDate', () => {
  it('writes the month name, the day without a leading zero and the full year', () => {
    process.env.TZ = 'UTC';
    expect(formatLongDate('2025-01-05T12:00:00Z')).toBe('January 5, 2025');
    expect(formatLongDate(new Date(Date.UTC(2024, 11, 31, 8)))).toBe('December 31, 2024');
  });

  it('writes nothing for a missing date', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate(undefined)).toBe('');
    expect(formatLongDate('')).toBe('');
  });

  // Two days a month for twelve years, at times of day that fall on another date in some zones.
  const instants = Array.from({ length: 12 * 12 * 2 }, (_, i) => {
    const month = i >> 1;
    return new Date(Date.UTC(2020 + Math.floor(month / 12), month % 12, i % 2 ? 28 : 1, i % 2 ? 23 : 0, 30));
  });

  it.each(['UTC', 'America/New_York', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata'])(
    'writes what Intl writes, in local time, in %s',
    (tz) => {
      process.env.TZ = tz;
      for (const instant of instants) {
        expect(formatLongDate(instant.toISOString())).toBe(intlLongDate(instant));
        expect(formatLongDate(instant)).toBe(intlLongDate(instant));
      }
    },
  );

  it('writes what Intl writes for date-only strings, early years, years before 1 AD and nonsense', () => {
    process.env.TZ = 'America/Chicago';
    for (const value of [
      '2025-03-09',
      '2024-02-29T06:00:00Z',
      '0005-03-01T12:00:00Z',
      '-000001-06-15T12:00:00Z',
      '+275760-09-13T00:00:00Z',
      'not a date',
    ]) {
      expect(formatLongDate(value), value).toBe(intlLongDate(value));
    }
  });
});
