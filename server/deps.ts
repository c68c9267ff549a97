import type { Database } from './db/client';
import type { Config } from './env';

/** What every router needs, built once at start-up (or per test) and passed down. */
export interface AppDeps {
  database: Database;
  config: Config;
  sessionSecret: string;
  log: (err: unknown) => void;
}
