import fs from 'node:fs';
import express, { Router, type Express } from 'express';
import type { AppDeps } from '../deps';
import { mountSite } from './mount-site';
import { paths } from './paths';

/** The built client's files: hashed assets cached for a year, the rest for an hour. */
function builtFiles(): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(`${paths.clientBuild}/assets`, {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  // The bare template has no page's head tags; its one address is the home page.
  router.get('/index.html', (_req, res) => res.redirect(301, '/'));
  router.use(express.static(paths.clientBuild, { index: false, maxAge: '1h' }));
  return router;
}

/** Serves the built SPA: its files, and every page from index.html (read once) with its head tags. */
export function serveBuiltClient(app: Express, deps: AppDeps): void {
  const template = fs.readFileSync(paths.clientIndex, 'utf8');
  const contentDate = fs.statSync(paths.clientIndex).mtime;
  mountSite(app, deps, { template: () => template, contentDate, files: builtFiles() });
}
