import type { Server } from 'node:http';
import { createApp, type MountClient } from './app';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import type { Config } from './env';
import { resolveSessionSecret } from './secrets';
import { ensureBootstrapAdmin } from './services/admins';

export interface RunningServer {
  server: Server;
  url: string;
  stop(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 8000;

/** Opens the database, migrates, and listens. `mountClient` serves the pages (built or Vite). */
export async function startServer(config: Config, mountClient: MountClient): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    if (await ensureBootstrapAdmin(database.db, config.adminUsername, config.adminPassword)) {
      console.log(`Created admin "${config.adminUsername}" from ADMIN_USERNAME.`);
    }
  } catch (err) {
    await database.close();
    throw err;
  }
  const sessionSecret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const app = createApp(
    { database, config, sessionSecret, log: (err) => console.error(err) },
    { mountClient },
  );
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Stop accepting, let requests in flight finish, then close the database.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(timer);
      await database.close();
    })());

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { server, url: `http://127.0.0.1:${port}`, stop };
}
