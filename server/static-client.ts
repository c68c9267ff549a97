import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Express, type RequestHandler } from 'express';
import type { AppDeps } from './deps';
import { mountSite } from './mount-web';
import { pageModulesOf } from './web/page-modules';
import { paths } from './web/paths';

/**
 * The URL path of every file in the build outside `assets/`, listed once at start-up. Dotfiles are
 * left out, as express.static ignores them. Nothing writes into a build while it is served (the
 * template is read once at start too), so the list stays true for the life of the process.
 */
function filesOutsideAssets(buildDir: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, urlPath: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || (urlPath === '' && entry.name === 'assets')) continue;
      const url = `${urlPath}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), url);
      else if (entry.isFile()) files.add(url);
    }
  };
  walk(buildDir, '');
  return files;
}

/** The decoded path, as express.static resolves it; undefined when it is not valid percent-encoding. */
function decodedPath(req: express.Request): string | undefined {
  if (!req.path.includes('%')) return req.path;
  try {
    return decodeURIComponent(req.path);
  } catch {
    return undefined;
  }
}

/**
 * The built client's files: hashed assets cached for a year, the rest for an hour. Only a path
 * that names one of the build's files reaches express.static: every page request would otherwise
 * cost a stat of the disk (and a 404 error object) before the page handler answered from memory.
 */
function builtFiles(buildDir: string): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(buildDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  // The bare template has no page's head tags; its one address is the home page.
  router.get('/index.html', (_req, res) => res.redirect(301, '/'));
  const files = filesOutsideAssets(buildDir);
  const serveFile = express.static(buildDir, { index: false, maxAge: '1h' });
  const knownFiles: RequestHandler = (req, res, next) => {
    const file = decodedPath(req);
    if (file !== undefined && files.has(file)) serveFile(req, res, next);
    else next();
  };
  router.use(knownFiles);
  return router;
}

/** Serves the built SPA: its files, and every page from index.html (read once) with its head tags. */
export function serveBuiltClient(app: Express, deps: AppDeps, buildDir = paths.clientBuild): void {
  const index = path.join(buildDir, 'index.html');
  const template = fs.readFileSync(index, 'utf8');
  const contentDate = fs.statSync(index).mtime;
  mountSite(app, deps, {
    template: () => template,
    contentDate,
    files: builtFiles(buildDir),
    pageModules: pageModulesOf(buildDir),
  });
}
