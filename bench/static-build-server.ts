// The built client on loopback for a browser to load, with no database: files from the build, the
// SPA's index.html for page paths, and an empty JSON list for any API read. The bytes a browser
// downloads do not depend on what the API answers, only on which chunks the page asks for.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { teamOf, toPublicPage } from '../server/site/published';
import { injectSiteData } from '../server/site/data-block';
import { pageKeyOfPath } from '../shared/site-content/pages';
import { seedPageContent, seedPageHead } from '../shared/site-content/seed-pages';
import { seedSettings, seedVideos } from '../shared/site-content/seed-site';

/** A page's first HTML as the server writes it: the first content's texts in their JSON block. */
function withSeedTexts(index: string, pathname: string): string {
  const key = pageKeyOfPath(pathname);
  const site = { settings: seedSettings, team: teamOf((page) => seedPageContent[page].person) };
  const page = key && toPublicPage(key, seedPageHead(key), seedPageContent[key]);
  const videos = seedVideos.map((video, i) => ({ id: i + 1, ...video }));
  return injectSiteData(index, { site, ...(page && { page }), videos });
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

export interface StaticBuildServer {
  url: string;
  close(): Promise<void>;
}

export async function serveBuild(buildDir: string): Promise<StaticBuildServer> {
  const root = path.resolve(buildDir);
  const index = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname.startsWith('/api/')) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]');
      return;
    }
    const file = path.join(root, pathname);
    const ext = path.extname(pathname);
    if (ext && file.startsWith(`${root}${path.sep}`) && fs.existsSync(file)) {
      res.writeHead(200, { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' });
      fs.createReadStream(file).pipe(res);
      return;
    }
    res
      .writeHead(ext ? 404 : 200, { 'Content-Type': 'text/html' })
      .end(ext ? 'Not found' : withSeedTexts(index, pathname));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
