// `npm start`: build the client if it is not built, then serve everything on one port.
import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { restrictNewFiles } from './config/data-dir';
import { loadConfig } from './config/env';
import { startServer } from './index';
import { errorDetails } from './log/error-details';
import { paths } from './web/paths';
import { serveBuiltClient } from './static-client';

// V8 lets the old generation grow to four times what survived its last full collection before it
// collects again (its factor when the heap may take gigabytes). During a newsletter the old
// generation takes a few MB a second of objects that lived just long enough to be promoted (queries
// waiting their turn on PGlite's one connection, messages on the wire) and die soon after: the
// server's memory rose by 150-200 MB on the bench before one full collection freed it all (issue 23).
// A fifth more instead of four times, for a full collection every 5-10 s of a send (tens of ms each,
// mostly concurrent). V8 reads the flag at each collection, so setting it here takes effect.
v8.setFlagsFromString('--heap-growing-percent=20');

/**
 * One full collection once the server is up. Until its first full collection triggered by size,
 * V8 keeps the old generation's starting limit (about 200 MB here) and ignores the factor above,
 * so the first newsletter after a start still grew the server by about 50 MB (bench, PostgreSQL).
 * Collected once after start-up (27 ms on the bench), the limit follows what is really alive, and
 * the same send grew it by 17 MB. `gc` is exposed to one throw-away context only, then hidden again
 * from every context made later (jsdom's, for sanitizing).
 */
function collectStartupGarbage() {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  v8.setFlagsFromString('--no-expose-gc');
  gc();
}

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
  // The port it listens on (PORT=0 asks the system for a free one).
  const { port } = new URL(running.url);
  logger.info(`Serving on http://${config.host}:${port} (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
  collectStartupGarbage();

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
