import type { Request } from 'express';
import type { Database } from './db/client';
import type { Config } from './env';
import type { Logger } from './log/logger';

/** What every router needs, built once at start-up (or per test) and passed down. */
export interface AppDeps {
  database: Database;
  config: Config;
  sessionSecret: string;
  /** Reports an unexpected error (the request it broke, when there is one). */
  log: (err: unknown, req?: Request) => void;
  /** The request log; without one, a logger at the configured LOG_LEVEL (silent under tests). */
  logger?: Logger;
}
