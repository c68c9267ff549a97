import type { IncomingMessage } from 'node:http';
import type { Database } from './db/client';
import type { Config } from './config/env';
import type { Logger } from './log/logger';

/** What every router needs, built once at start-up (or per test) and passed down. */
export interface AppDeps {
  database: Database;
  config: Config;
  sessionSecret: string;
  /** Reports an unexpected error (the request it broke, when there is one: Express's or a kept page's). */
  log: (err: unknown, req?: IncomingMessage) => void;
  /** The request log; without one, a logger at the configured LOG_LEVEL (silent under tests). */
  logger?: Logger;
}
