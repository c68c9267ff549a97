import { describe, expect, it } from 'vitest';
import { addDays, localDay, zonedInstant } from '../../server/jobs/campaign-clock';

describe('the campaign clock', () => {
  it('finds 08:00 in New York on each side of the November daylight-saving change', () => {
    // EDT (UTC-4) until 2026-11-01 02:00, EST (UTC-5) after.
    expect(zonedInstant('2026-10-31', 8, 'America/New_York').toISOString()).toBe('2026-10-31T12:00:00.000Z');
    expect(zonedInstant('2026-11-01', 8, 'America/New_York').toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(zonedInstant('2026-03-08', 8, 'America/New_York').toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('finds 08:00 in zones east of UTC and in UTC itself', () => {
    expect(zonedInstant('2026-11-25', 8, 'Asia/Kolkata').toISOString()).toBe('2026-11-25T02:30:00.000Z');
    expect(zonedInstant('2026-07-01', 8, 'Europe/Berlin').toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(zonedInstant('2026-11-25', 8, 'UTC').toISOString()).toBe('2026-11-25T08:00:00.000Z');
  });

  it('reads the local day of an instant, which may differ from its UTC day', () => {
    expect(localDay(new Date('2026-11-25T03:00:00Z'), 'America/New_York')).toBe('2026-11-24');
    expect(localDay(new Date('2026-11-25T20:00:00Z'), 'Pacific/Auckland')).toBe('2026-11-26');
  });

  it('steps days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
