import { describe, expect, it } from 'vitest';
import {
  formatAccessUntil,
  fromLocalInput,
  localDateTimeField,
  toLocalInput,
} from '../../client/src/features/admin/users/access-until';

// "Access until" between the datetime-local input (the admin's own clock) and the API's ISO moment.

describe('access until in the forms', () => {
  it('sends no end date as null, and a chosen moment as an ISO date-time the API accepts', () => {
    expect(fromLocalInput('')).toBeNull();
    const iso = fromLocalInput('2026-11-03T20:30');
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Date(iso!).getTime()).toBe(new Date(2026, 10, 3, 20, 30).getTime());
  });

  it('shows a stored moment back in the input as it was chosen', () => {
    expect(toLocalInput(fromLocalInput('2026-11-03T20:30'))).toBe('2026-11-03T20:30');
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });

  it('reads as a long date and a time, or as no end date', () => {
    expect(formatAccessUntil(fromLocalInput('2026-01-05T08:00'))).toBe('January 5, 2026, 08:00');
    expect(formatAccessUntil(null)).toBe('No end date');
  });

  it('accepts an empty field or a readable moment, and refuses anything else', () => {
    expect(localDateTimeField.safeParse('').success).toBe(true);
    expect(localDateTimeField.safeParse('2026-11-03T20:30').success).toBe(true);
    const refused = localDateTimeField.safeParse('soon');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('Enter a date and time');
  });
});
