// `npm run dev`: the API and Vite's dev server with hot reload on one port. Pages get the same
// server-written head tags as in production, on Vite's transform of client/index.html.
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { createServer, type ViteDevServer } from 'vite';
import { restrictNewFiles } from './config/data-dir';
import { loadConfig } from './config/env';
import { startServer } from './index';
import { errorDetails } from './log/error-details';
import { mountSite } from './mount-web';
import { paths } from './web/paths';

async function main() {
  // Before anything is written: DATA_DIR, the secret and PGlite's files are the server user's alone.
  restrictNewFiles();
  const config = loadConfig();
  const templatePath = path.join(paths.clientRoot, 'index.html');
  const dev: { vite?: ViteDevServer } = {};

  // Vite starts once the server listens, so that its hot-reload socket shares the server's port.
  const viteFiles: RequestHandler = (req, res, next) =>
    dev.vite ? dev.vite.middlewares(req, res, next) : next();
  const running = await startServer(config, (app, deps) =>
    mountSite(app, deps, {
      // Read on every request: an edit to index.html shows on the next reload.
      template: (req) => dev.vite!.transformIndexHtml(req.originalUrl, fs.readFileSync(templatePath, 'utf8')),
      contentDate: new Date(),
      files: viteFiles,
    }),
  );
  dev.vite = await createServer({
    configFile: path.join(paths.root, 'vite.config.ts'),
    server: { middlewareMode: true, ws: { server: running.server } },
    appType: 'custom',
  });
  running.logger.info(
    `Development server on http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
  );

  const shutdown = () => {
    Promise.all([dev.vite?.close(), running.stop()]).then(
      () => process.exit(0),
      (err: unknown) => {
        running.logger.error({ error: errorDetails(err) }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
