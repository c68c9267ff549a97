import fs from 'node:fs';
import express, { type Express } from 'express';
import { paths } from './paths';

/** Serves the built SPA: hashed assets cached for a year, every other route gets index.html. */
export function serveBuiltClient(app: Express): void {
  app.use(
    '/assets',
    express.static(`${paths.clientBuild}/assets`, { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  app.use(express.static(paths.clientBuild, { index: false, maxAge: '1h' }));
  const html = fs.existsSync(paths.clientIndex) ? fs.readFileSync(paths.clientIndex, 'utf8') : '';
  app.get('/{*splat}', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  });
}
