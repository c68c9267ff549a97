import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { serveBuiltClient } from '../../../server/static-client';
import { readHead } from '../../helpers/markup';
import { TEMPLATE } from '../../helpers/site-app';
import { useTestApp } from '../../helpers/test-app';

// The built client's own files, served beside the pages: the server lists the build's files once at
// start-up instead of asking the disk on every request, so each kind of path must still get the
// answer the disk would have given.
const ctx = useTestApp();
let buildDir: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
  fs.writeFileSync(path.join(buildDir, file), content);
}

beforeAll(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  write('index.html', TEMPLATE);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  write('press kit.pdf', 'press kit bytes');
  write('docs/guide.pdf', 'guide bytes');
  write('.env', 'SESSION_SECRET=never-served');
  write('assets/index-abc123.js', 'console.log(1)');
  ctx.app = createApp(
    {
      database: ctx.database,
      config: ctx.config,
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: (err) => ctx.serverErrors.push(err),
    },
    { mountClient: (app, deps) => serveBuiltClient(app, deps, buildDir) },
  );
});

afterAll(() => {
  if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
});

const get = (p: string) => request(ctx.app).get(p);

describe("the build's files", () => {
  it('serves a file at the top of the build, cached for an hour', async () => {
    const res = await get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.toString()).toContain('<svg');
  });

  it('serves a file whose name needs percent-encoding, and one in a folder', async () => {
    const spaced = await get('/press%20kit.pdf');
    expect(spaced.status).toBe(200);
    expect(spaced.body.toString()).toBe('press kit bytes');
    const nested = await get('/docs/guide.pdf');
    expect(nested.status).toBe(200);
    expect(nested.body.toString()).toBe('guide bytes');
  });

  it('answers a HEAD for a file and a 304 for its ETag', async () => {
    const first = await get('/favicon.svg');
    const head = await request(ctx.app).head('/favicon.svg');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    const again = await get('/favicon.svg').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
  });

  it('serves hashed assets for a year, and a missing asset as a bare 404, not a page', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get('/assets/index-gone.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<div id="root">');
  });

  it('never serves a dotfile: the path is an unknown page', async () => {
    const res = await get('/.env');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('never-served');
    expect(readHead(res.text).meta('robots')).toEqual(['noindex']);
  });

  it('answers a path that names no file with the page it is: a page, or the 404 page', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.type).toBe('text/html');
    for (const p of ['/no-such-file.png', '/docs', '/docs/', '/favicon.svg/extra', '/%E0%A4%A']) {
      const res = await get(p);
      if (p === '/docs/') {
        expect(res.status, p).toBe(301);
        expect(res.headers.location).toBe('/docs');
        continue;
      }
      expect(res.status, p).toBe(404);
      expect(res.type, p).toBe('text/html');
    }
  });

  it('sends the bare template to the home page, and a slash after a file to the file', async () => {
    const index = await get('/index.html');
    expect(index.status).toBe(301);
    expect(index.headers.location).toBe('/');
    const slashed = await get('/favicon.svg/');
    expect(slashed.status).toBe(301);
    expect(slashed.headers.location).toBe('/favicon.svg');
  });
});
