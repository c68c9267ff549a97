import type { Db } from '../../server/db/client';

interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

export interface QueryWatch {
  /** Queries seen so far whose text matched. */
  readonly count: number;
  /** Resolves once no matching query has been sent for `quietMs` (the reader has stopped). */
  settled(quietMs?: number): Promise<number>;
  stop(): void;
}

/**
 * Counts the queries the app sends through `db` whose SQL matches `pattern`, calling `onQuery` (if
 * given) just before each is sent: through Drizzle's logger hook, which both drivers call for every
 * query outside a transaction, so a test sees what the server reads, and when.
 */
export function watchQueries(db: Db, pattern: RegExp, onQuery?: (count: number) => void): QueryWatch {
  const logger = (db as unknown as { session: { logger: QueryLogger } }).session.logger;
  const original = logger.logQuery;
  let count = 0;
  let lastAt = Date.now();
  logger.logQuery = function logQuery(this: QueryLogger, query, params) {
    if (pattern.test(query)) {
      count += 1;
      lastAt = Date.now();
      onQuery?.(count);
    }
    return original.call(this, query, params);
  };
  return {
    get count() {
      return count;
    },
    async settled(quietMs = 500) {
      while (Date.now() - lastAt < quietMs) await new Promise((resolve) => setTimeout(resolve, quietMs / 5));
      return count;
    },
    stop() {
      logger.logQuery = original;
    },
  };
}
