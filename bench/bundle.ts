// What a production build holds, read from Vite's manifest: the entry (index.html's entry chunk
// plus its static imports, their CSS), the admin area's chunks, and which modules went where.
// What the home page really downloads, idle-time chunks included, is measured in a browser
// (home-load.ts). Sizes are gzip at zlib's default level, as `compression` serves.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHUNK_MODULES_FILE, MANIFEST_FILE } from './paths';

/** Budgets in bytes of gzip (issue 15): everything the home page loads until the network is idle,
 * as a browser records it; its CSS; and the entry, at most the 89.1 KB issue 15 found (issue 7 set
 * 90 KB). It was 88.74 KB once the toast region left it and wouter's shim gave way to React's own
 * hook; lazy pages that render through a state update rather than suspend added 0.18 KB. */
export const HOME_JS_BUDGET = 110 * 1024;
export const HOME_CSS_BUDGET = 15 * 1024;
export const ENTRY_JS_BUDGET = 89.1 * 1024;

const ADMIN_ENTRY = 'src/pages/admin/admin-app.tsx';

/** Code the home page must never load: the admin area, markdown tooling, form libraries. */
export const FORBIDDEN_ON_HOME: { label: string; pattern: RegExp }[] = [
  { label: 'admin area', pattern: /^client\/src\/(pages|features)\/admin\// },
  { label: 'react-hook-form', pattern: /node_modules\/(react-hook-form|@hookform\/resolvers)\// },
  { label: 'zod', pattern: /node_modules\/zod\// },
  { label: 'marked', pattern: /node_modules\/marked\// },
  { label: 'dompurify', pattern: /node_modules\/(isomorphic-)?dompurify\// },
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;
/** build-client.ts's record: per chunk file, its modules and their rendered sizes. */
type ChunkModules = Record<string, { id: string; bytes: number }[]>;

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface AssetGroup {
  js: AssetSize[];
  css: AssetSize[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export interface BundleReport {
  /** index.html's entry chunk and its static imports: what runs before anything else. */
  entry: AssetGroup;
  /** What opening the admin area adds to what the home page already loaded. */
  admin: AssetGroup;
  /** Every source module in the home page's chunks (empty without build-client.ts's record). */
  homeModules: string[];
  /** The home page's largest packages (or `app code`) by rendered bytes before minification. */
  homeHeaviest: { name: string; bytes: number }[];
  /** Home-page modules that belong to FORBIDDEN_ON_HOME. */
  forbiddenOnHome: { file: string; module: string; label: string }[];
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** The chunk keys reachable from `start` through static imports, `start` included. */
function staticClosure(manifest: Manifest, start: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  visit(start);
  return [...seen];
}

function measureFiles(buildDir: string, files: string[]): AssetSize[] {
  return files.map((file) => {
    const content = fs.readFileSync(path.join(buildDir, file));
    return { file, bytes: content.length, gzipBytes: zlib.gzipSync(content).length };
  });
}

function group(buildDir: string, js: string[], css: string[]): AssetGroup {
  const jsSizes = measureFiles(buildDir, js);
  const cssSizes = measureFiles(buildDir, css);
  const sum = (list: AssetSize[]) => list.reduce((total, a) => total + a.gzipBytes, 0);
  return { js: jsSizes, css: cssSizes, jsGzipBytes: sum(jsSizes), cssGzipBytes: sum(cssSizes) };
}

/** Scripts, module preloads and stylesheets index.html names directly (Vite may inject extra ones). */
function htmlAssets(buildDir: string): { js: string[]; css: string[] } {
  const html = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const refs = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1].replace(/^\//, ''));
  return {
    js: [
      ...refs(/<script[^>]+src="([^"]+\.js)"/g),
      ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ].filter((f) => !/^https?:/.test(f)),
    css: refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g).filter((f) => !/^https?:/.test(f)),
  };
}

/** Sums module sizes per npm package (scoped names kept whole); our own modules are `app code`. */
function heaviest(entries: { id: string; bytes: number }[], count = 6): { name: string; bytes: number }[] {
  const totals = new Map<string, number>();
  for (const { id, bytes } of entries) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? 'app code';
    totals.set(pkg, (totals.get(pkg) ?? 0) + bytes);
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

export function analyzeBundle(buildDir: string): BundleReport {
  const manifest = readJson<Manifest>(path.join(buildDir, MANIFEST_FILE));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error(`${MANIFEST_FILE} in ${buildDir} has no index.html entry.`);

  const homeKeys = staticClosure(manifest, entryKey);
  const fromHtml = htmlAssets(buildDir);
  const homeJs = [...new Set([...homeKeys.map((k) => manifest[k].file), ...fromHtml.js])];
  const homeCss = [...new Set([...homeKeys.flatMap((k) => manifest[k].css ?? []), ...fromHtml.css])];

  const adminKeys = manifest[ADMIN_ENTRY] ? staticClosure(manifest, ADMIN_ENTRY) : [];
  const adminJs = adminKeys.map((k) => manifest[k].file).filter((f) => !homeJs.includes(f));
  const adminCss = [...new Set(adminKeys.flatMap((k) => manifest[k].css ?? []))].filter(
    (f) => !homeCss.includes(f),
  );

  const homeEntries = chunkModules(buildDir, homeJs);
  return {
    entry: group(buildDir, homeJs, homeCss),
    admin: group(buildDir, adminJs, adminCss),
    homeModules: homeEntries.map((m) => m.id),
    homeHeaviest: heaviest(homeEntries),
    forbiddenOnHome: forbiddenModules(buildDir, homeJs),
  };
}

/** The modules of the given chunk files, from build-client.ts's record (none without it). */
function chunkModules(buildDir: string, files: string[]): { id: string; bytes: number; file: string }[] {
  const modulesFile = path.join(buildDir, CHUNK_MODULES_FILE);
  const modules = fs.existsSync(modulesFile) ? readJson<ChunkModules>(modulesFile) : {};
  return files.flatMap((file) => (modules[file] ?? []).map((m) => ({ ...m, file })));
}

/** Modules of FORBIDDEN_ON_HOME inside the given chunk files (e.g. every file the home page loaded). */
export function forbiddenModules(buildDir: string, files: string[]): BundleReport['forbiddenOnHome'] {
  return chunkModules(buildDir, files).flatMap(({ id, file }) =>
    FORBIDDEN_ON_HOME.filter((f) => f.pattern.test(id)).map((f) => ({ file, module: id, label: f.label })),
  );
}
