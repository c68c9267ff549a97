import { createServer, type Server, type ServerResponse } from 'node:http';
import net from 'node:net';
import { createApp, type MountClient } from './app';
import { looseDataDirEntries } from './config/data-dir';
import { openDatabase } from './db/client';
import { runMigrations } from './prepare-database';
import type { Config } from './config/env';
import { errorLogger } from './log/log-error';
import { createLogger, type Logger } from './log/logger';
import { resolveSessionSecret } from './config/secrets';
import { backgroundJobs, startJobRunner } from './background-jobs';
import { ensureBootstrapAdmin } from './accounts/admins';
import { compactorFor } from './supporters/erasure-compaction';
import { flushVisits } from './analytics';

export interface RunningServer {
  server: Server;
  url: string;
  logger: Logger;
  stop(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 8000;
// While stopping, a kept-alive connection idle this long holds no unread request and is closed.
const IDLE_SWEEP_MS = 1000;

/** Opens the database, migrates, and listens. `mountClient` serves the pages (built or Vite). */
export async function startServer(config: Config, mountClient: MountClient): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  // Supporters' data and the admins' hashes live here: say so at once when others can read them.
  for (const warning of looseDataDirEntries(config.dataDir)) logger.warn(`Unsafe permissions: ${warning}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    if (await ensureBootstrapAdmin(database.db, config.adminUsername, config.adminPassword)) {
      logger.info(`Created admin "${config.adminUsername}" from ADMIN_USERNAME.`);
    }
  } catch (err) {
    await database.close();
    throw err;
  }
  const sessionSecret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const log = errorLogger(logger);
  // An erasure whose table files a stopped server did not get to rewrite is finished now.
  const compactor = compactorFor(database, log);
  compactor.schedule();
  const app = createApp({ database, config, sessionSecret, log, logger }, { mountClient });
  const server = createServer(app).listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout
  // E-mail delivery and other work that outlives a request, on every instance.
  const jobs = startJobRunner(backgroundJobs, { database, config, logger });

  // Answers given while stopping ask the client to close the connection, so that no further request
  // is sent on it; requests in flight when the stop begins get the same header.
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      // Stop accepting, let requests in flight finish, then close the database. Not http's close():
      // it also drops every idle kept-alive connection at once, and one may hold a request this
      // process has not read yet (the event loop was busy), which would then be reset unanswered.
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      // Meanwhile the jobs finish the item in hand (a message being handed to the mail server).
      await Promise.all([closed, jobs.stop()]);
      clearInterval(sweep);
      clearTimeout(timer);
      // No request is left to count: the visits gathered since the last flush are written now.
      await flushVisits(database.db).catch((err: unknown) => log(err));
      await compactor.idle();
      await database.close();
    })());

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { server, url: `http://127.0.0.1:${port}`, logger, stop };
}
