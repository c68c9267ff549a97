import { describe, expect, it } from 'vitest';
import { nextAttemptAt, retryDelayMs, RETRY_WINDOW_MS } from '../../server/mail/retry';

// When a transiently refused message is tried again (CONTRACT section 11: retried for at least 24
// hours): sooner at first, then every 8 hours, and given up once it is 24 hours old.

const MINUTE = 60_000;

describe('the outbox retry schedule', () => {
  it('waits longer after each failed try, from a minute up to 8 hours, and stays at 8 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map((n) => retryDelayMs(n) / MINUTE)).toEqual([
      1, 2, 5, 10, 30, 60, 120, 240, 480, 480, 480,
    ]);
  });

  it('treats a message that has not been tried yet like one tried once', () => {
    expect(retryDelayMs(0)).toBe(MINUTE);
  });

  it('tries again while the message is under 24 hours old, and gives up from then on', () => {
    const createdAt = new Date('2026-11-25T00:00:00Z');
    const justUnder = new Date(createdAt.getTime() + RETRY_WINDOW_MS - 1);
    expect(nextAttemptAt(createdAt, 2, justUnder)).toEqual(new Date(justUnder.getTime() + 2 * MINUTE));
    expect(nextAttemptAt(createdAt, 2, new Date(createdAt.getTime() + RETRY_WINDOW_MS))).toBeUndefined();
    expect(RETRY_WINDOW_MS).toBe(24 * 60 * MINUTE);
  });
});
