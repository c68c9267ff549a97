// The bundle budget (issues 7 and 15), checked on a fresh production build of the client as it is
// now: what a phone really downloads, measured by loading the home page in Chromium until the
// network is idle (idle-time chunks included), and what the entry holds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../bench/build';
import {
  analyzeBundle,
  ENTRY_JS_BUDGET,
  forbiddenModules,
  HOME_CSS_BUDGET,
  HOME_JS_BUDGET,
  type BundleReport,
} from '../../bench/bundle';
import { measureHomeLoad, type HomeLoad } from '../../bench/home-load';
import { pageModulesOf } from '../../server/web/page-modules';
import { publicRoutes } from '../../shared/content/pages';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the production build', () => {
  let outDir: string;
  let bundle: BundleReport;
  let loaded: HomeLoad;
  const list = (files: { file: string; gzipBytes: number }[]) =>
    files.map((a) => `${a.file} ${kb(a.gzipBytes)}`).join(', ');

  beforeAll(async () => {
    // npm test names a folder, which its end-to-end server then serves (tests/e2e/serve.sh): one
    // build of the client per run instead of two. Built afresh here either way.
    outDir = process.env.TEST_CLIENT_BUILD_DIR || tempDir('bundle-budget-');
    await buildClient(outDir);
    bundle = analyzeBundle(outDir);
    loaded = await measureHomeLoad(outDir);
  }, 300_000);

  it('loads at most 110 KB of gzipped JavaScript on the home page, idle-time chunks included', () => {
    const js = loaded.files.filter((f) => f.kind === 'js');
    // The entry's chunks are among what the browser recorded: the recording saw the page load.
    expect(js.map((f) => f.file)).toEqual(expect.arrayContaining(bundle.entry.js.map((a) => a.file)));
    expect(loaded.jsGzipBytes, `home page JavaScript (gzip): ${list(js)}`).toBeLessThanOrEqual(
      HOME_JS_BUDGET,
    );
  });

  it('loads at most 15 KB of gzipped CSS on the home page', () => {
    expect(loaded.cssGzipBytes).toBeGreaterThan(0);
    expect(loaded.cssGzipBytes).toBeLessThanOrEqual(HOME_CSS_BUDGET);
  });

  it(`keeps the entry at most ${kb(ENTRY_JS_BUDGET)} gzipped`, () => {
    const largest = bundle.homeHeaviest.map((h) => `${h.name} ${kb(h.bytes)}`).join(', ');
    const message = `entry (gzip): ${list(bundle.entry.js)}; largest before minification: ${largest}`;
    expect(bundle.entry.jsGzipBytes, message).toBeLessThanOrEqual(ENTRY_JS_BUDGET);
  });

  it('has index.html ask for every script of the entry at once, not once the first has arrived', () => {
    // Each static import of the entry is a <link rel="modulepreload"> in the first HTML; one left out
    // (the shell, with React) would wait for the entry to download and parse, a round trip later.
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const named = [
      ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g),
    ].map((m) => m[1]);
    expect(bundle.entry.js.length).toBeGreaterThan(1);
    expect(named.sort()).toEqual(bundle.entry.js.map((a) => a.file).sort());
  });

  it('keeps admin, markdown and form-library code out of everything the home page loads', () => {
    // The module record was read: without it the check below would pass vacuously.
    expect(bundle.homeModules).toContain('client/src/main.tsx');
    const files = loaded.files.filter((f) => f.kind === 'js').map((f) => f.file);
    expect(forbiddenModules(outDir, files)).toEqual([]);
  });

  it('preloads, with each page’s HTML, the chunks of that page and none that index.html names', () => {
    const modules = pageModulesOf(outDir);
    const inIndex = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    for (const route of publicRoutes) {
      const urls = modules(route.path, 200);
      if (route.path === '/') expect(urls, 'home is in the entry').toEqual([]);
      else expect(urls.length, `${route.path} preloads its page's chunk`).toBeGreaterThan(0);
      for (const url of urls) {
        expect(fs.existsSync(path.join(outDir, url)), url).toBe(true);
        expect(inIndex, url).not.toContain(url);
      }
    }
    expect(modules('/updates/some-post', 200)[0]).toMatch(/^\/assets\/post-[\w-]+\.js$/);
    expect(modules('/no-such-page', 404)[0]).toMatch(/^\/assets\/not-found-[\w-]+\.js$/);
  });

  it('puts the admin area in chunks of its own', () => {
    expect(bundle.admin.js.length).toBeGreaterThan(0);
    expect(bundle.admin.jsGzipBytes).toBeGreaterThan(0);
  });
});

describe('the bundle analysis', () => {
  /** A minimal build folder: index.html, Vite's manifest, the module record and the chunks. */
  function fakeBuild(
    chunks: Record<string, { file: string; imports?: string[]; isEntry?: boolean; modules: string[] }>,
  ) {
    const dir = tempDir('bundle-fake-');
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<script type="module" src="/assets/entry.js"></script>');
    const manifest = Object.fromEntries(
      Object.entries(chunks).map(([key, c]) => [
        key,
        { file: c.file, imports: c.imports, isEntry: c.isEntry },
      ]),
    );
    const modules = Object.fromEntries(
      Object.values(chunks).map((c) => [c.file, c.modules.map((id) => ({ id, bytes: 100 }))]),
    );
    for (const c of Object.values(chunks))
      fs.writeFileSync(path.join(dir, c.file), 'export {};\n'.repeat(50));
    fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(dir, '.vite/chunk-modules.json'), JSON.stringify(modules));
    return dir;
  }

  it('flags a form library and admin code that the home page imports statically', () => {
    const dir = fakeBuild({
      'index.html': {
        file: 'assets/entry.js',
        isEntry: true,
        imports: ['_forms.js'],
        modules: ['client/src/main.tsx'],
      },
      '_forms.js': {
        file: 'assets/forms.js',
        modules: ['node_modules/zod/v4/core/core.js', 'client/src/pages/admin/login.tsx'],
      },
    });
    const labels = analyzeBundle(dir).forbiddenOnHome.map((f) => f.label);
    expect(labels).toEqual(['zod', 'admin area']);
  });

  it('does not count a chunk the home page only imports dynamically', () => {
    const dir = fakeBuild({
      'index.html': { file: 'assets/entry.js', isEntry: true, modules: ['client/src/main.tsx'] },
      'src/pages/contact.tsx': {
        file: 'assets/contact.js',
        modules: ['node_modules/react-hook-form/dist/index.esm.mjs'],
      },
    });
    const report = analyzeBundle(dir);
    expect(report.entry.js.map((a) => a.file)).toEqual(['assets/entry.js']);
    expect(report.forbiddenOnHome).toEqual([]);
  });
});
