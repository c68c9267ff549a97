// When a transient failure (no connection, a time-out, SMTP 4xx) is tried again: sooner at first,
// then every 8 hours, and given up only once the message is more than 24 hours old (CONTRACT
// section 11: retried for at least 24 hours).
const DELAYS_MINUTES = [1, 2, 5, 10, 30, 60, 120, 240, 480];
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The delay before the next try, after `attempts` tries that all failed. */
export function retryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), DELAYS_MINUTES.length) - 1;
  return DELAYS_MINUTES[index] * 60_000;
}

/** Undefined when the retries have run out: the message has been failing for 24 hours. */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | undefined {
  if (now.getTime() - createdAt.getTime() >= RETRY_WINDOW_MS) return undefined;
  return new Date(now.getTime() + retryDelayMs(attempts));
}
