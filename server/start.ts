// `npm start`: build the client if it is not built, then serve everything on one port.
import fs from 'node:fs';
import { loadConfig } from './env';
import { startServer } from './index';
import { paths } from './web/paths';
import { serveBuiltClient } from './web/static-client';

async function main() {
  const config = loadConfig();
  if (!fs.existsSync(paths.clientIndex)) {
    console.log('Building the client (first start)...');
    const { build } = await import('vite');
    await build({ configFile: `${paths.root}/vite.config.ts`, logLevel: 'warn' });
  }
  const running = await startServer(config, serveBuiltClient);
  console.log(
    `Serving on http://${config.host}:${config.port} (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
  );

  const shutdown = (signal: string) => {
    console.log(`${signal}: finishing requests in flight, then exiting.`);
    running.stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
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
