// `npm start`: build the client if it is not built, then serve everything on one port.
import fs from 'node:fs';
import { restrictNewFiles } from './data-dir';
import { loadConfig } from './env';
import { startServer } from './index';
import { errorDetails } from './log/error-details';
import { paths } from './web/paths';
import { serveBuiltClient } from './web/static-client';

async function main() {
  // Before anything is written: DATA_DIR, the secret and PGlite's files are the server user's alone.
  restrictNewFiles();
  const config = loadConfig();
  if (!fs.existsSync(paths.clientIndex)) {
    console.log('Building the client (first start)...');
    const { build } = await import('vite');
    await build({ configFile: `${paths.root}/vite.config.ts`, logLevel: 'warn' });
  }
  const running = await startServer(config, serveBuiltClient);
  const { logger } = running;
  logger.info(
    `Serving on http://${config.host}:${config.port} (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
  );

  const shutdown = (signal: string) => {
    logger.info(`${signal}: finishing requests in flight, then exiting.`);
    running.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ error: errorDetails(err) }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
