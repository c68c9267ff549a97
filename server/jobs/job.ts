import type { Database } from '../db/client';
import type { Config } from '../config/env';
import type { Logger } from '../log/logger';

/** What a background job gets: the database, the configuration, a logger, and a stop signal. */
export interface JobDeps {
  database: Database;
  config: Config;
  logger: Logger;
  /** Aborted when the server stops: a job finishes the item in hand and returns. */
  signal: AbortSignal;
}

/**
 * Work that outlives a request, run every `everyMs` on every instance. `run` must be safe when
 * several instances run it at once (claim rows with FOR UPDATE SKIP LOCKED, unique constraints),
 * and takes `now` so that tests choose the clock.
 */
export interface BackgroundJob {
  name: string;
  everyMs: number;
  run(deps: JobDeps, now: Date): Promise<void>;
  /** Releases what the job holds between runs (an SMTP connection pool), when the server stops. */
  close?(): Promise<void>;
}
