import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { RawQuery } from '../db/client';

/**
 * Fixed-window counters in the `rate_limits` table, so every app instance on one database counts
 * together. One upsert adds the hits and starts a new window when the old one has passed.
 *
 * Hits on one key that arrive while an upsert for that key is running would only queue on its row
 * lock; they wait here instead and then go as one upsert adding their number, each caller getting
 * the count it would have seen one by one. A flood from one address (what a limit is for) then
 * costs the database one statement per round instead of one per request.
 */
export class DatabaseRateLimitStore implements Store {
  prefix: string;
  windowMs = 60_000;
  localKeys = false;

  constructor(
    private readonly raw: RawQuery,
    prefix: string,
  ) {
    this.prefix = `${prefix}:`;
  }

  // The server deletes past windows itself (CONTRACT section 10): each store, on a hit, at most
  // once per PRUNE_EVERY_MS. A handful of stores per instance makes that a few cheap DELETEs an hour.
  private lastPrune = 0;

  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    // Housekeeping off the request's path: a failure only means the next try deletes more.
    pruneRateLimits(this.raw).catch(() => {});
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.raw.query(
      'SELECT hits, reset_at FROM rate_limits WHERE key = $1 AND reset_at > now()',
      [this.prefix + key],
    );
    return rows[0] ? toInfo(rows[0]) : undefined;
  }

  private readonly waiting = new Map<string, Waiter[]>();
  private readonly running = new Set<string>();

  increment(key: string): Promise<ClientRateLimitInfo> {
    const fullKey = this.prefix + key;
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(fullKey) ?? [];
      waiters.push({ resolve, reject });
      this.waiting.set(fullKey, waiters);
      if (!this.running.has(fullKey)) void this.addHits(fullKey);
    });
  }

  private async addHits(fullKey: string): Promise<void> {
    const waiters = this.waiting.get(fullKey) ?? [];
    this.waiting.delete(fullKey);
    this.running.add(fullKey);
    try {
      const { rows } = await this.raw.query(
        `INSERT INTO rate_limits (key, hits, reset_at)
         VALUES ($1, $3, now() + make_interval(secs => $2::double precision / 1000))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.reset_at <= now() THEN $3 ELSE rate_limits.hits + $3 END,
           reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
         RETURNING hits, reset_at`,
        [fullKey, this.windowMs, waiters.length],
      );
      const { totalHits, resetTime } = toInfo(rows[0]);
      const first = totalHits - waiters.length + 1;
      waiters.forEach((waiter, i) => waiter.resolve({ totalHits: first + i, resetTime }));
      this.pruneNowAndThen();
    } catch (err) {
      for (const waiter of waiters) waiter.reject(err);
    } finally {
      this.running.delete(fullKey);
      if (this.waiting.has(fullKey)) void this.addHits(fullKey);
    }
  }

  async decrement(key: string): Promise<void> {
    await this.raw.query('UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = $1', [
      this.prefix + key,
    ]);
  }

  async resetKey(key: string): Promise<void> {
    await this.raw.query('DELETE FROM rate_limits WHERE key = $1', [this.prefix + key]);
  }
}

export const PRUNE_EVERY_MS = 5 * 60 * 1000;

/** Deletes windows that have passed; called now and then so the table stays small. */
export async function pruneRateLimits(raw: RawQuery): Promise<void> {
  await raw.query('DELETE FROM rate_limits WHERE reset_at < now()');
}

interface Waiter {
  resolve: (info: ClientRateLimitInfo) => void;
  reject: (err: unknown) => void;
}

function toInfo(row: Record<string, unknown>): ClientRateLimitInfo {
  return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at as string | Date) };
}
