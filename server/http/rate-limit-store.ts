import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { RawQuery } from '../db/client';

/**
 * Fixed-window counters in the `rate_limits` table, so every app instance on one database counts
 * together. One statement per hit: the upsert starts a new window when the old one has passed.
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

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { rows } = await this.raw.query(
      `INSERT INTO rate_limits (key, hits, reset_at)
       VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
       RETURNING hits, reset_at`,
      [this.prefix + key, this.windowMs],
    );
    return toInfo(rows[0]);
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

/** Deletes windows that have passed; called now and then so the table stays small. */
export async function pruneRateLimits(raw: RawQuery): Promise<void> {
  await raw.query('DELETE FROM rate_limits WHERE reset_at < now()');
}

function toInfo(row: Record<string, unknown>): ClientRateLimitInfo {
  return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at as string | Date) };
}
