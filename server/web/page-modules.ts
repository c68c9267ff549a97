import fs from 'node:fs';
import path from 'node:path';
import { pages } from '../../shared/content/pages';
import { EVENT_PATH, POST_PATH } from './route-paths';

/**
 * The module under client/src/pages/ each page path renders (client/src/App.tsx lazy-loads them),
 * as Vite's build manifest names it. Home is in the entry. tests/unit/bundle-budget.test.ts checks
 * every public route against a fresh build's manifest, so a renamed page fails there.
 */
const PAGE_SOURCES = new Map<string, string>([
  [pages.about.path, 'about'],
  [pages.aboutPresident.path, 'about-president'],
  [pages.aboutEvp.path, 'about-evp'],
  [pages.aboutTreasurer.path, 'about-treasurer'],
  [pages.vision.path, 'vision'],
  [pages.endorsements.path, 'endorsements'],
  [pages.getInvolved.path, 'get-involved'],
  [pages.donate.path, 'donate'],
  [pages.updates.path, 'updates'],
  [pages.contact.path, 'contact'],
  [pages.compliance.path, 'compliance'],
  [pages.letter.path, 'letter-to-delegates'],
  [pages.videos.path, 'videos'],
  [pages.events.path, 'events'],
  [pages.privacy.path, 'privacy'],
  [pages.accessibility.path, 'accessibility'],
]);

/** The manifest key of the page a path shows with a given status; undefined for home. */
export function pageSource(pagePath: string, status: number): string | undefined {
  if (status === 404) return 'src/pages/not-found.tsx';
  const name = POST_PATH.test(pagePath)
    ? 'post'
    : EVENT_PATH.test(pagePath)
      ? 'event'
      : PAGE_SOURCES.get(pagePath);
  return name && `src/pages/${name}.tsx`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The script URLs a page needs for its first render, with the path and status of its answer. */
export type PageModules = (pagePath: string, status: number) => string[];

/**
 * A page's chunk and every chunk it imports statically, as `<link rel="modulepreload">` URLs, so
 * the browser fetches them alongside the entry instead of a round trip after it has run: the
 * chunks index.html already names (the entry's own imports) are left out. Reads the manifest of a
 * build once; a build without one (the tests' minimal client) preloads nothing.
 */
export function pageModulesOf(buildDir: string): PageModules {
  const file = path.join(buildDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const inIndex = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    inIndex.add(key);
    for (const imported of chunk.imports ?? []) inIndex.add(imported);
  }

  const byPage = new Map<string, string[]>();
  const urlsOf = (source: string): string[] => {
    const urls: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key) || inIndex.has(key)) return;
      seen.add(key);
      urls.push(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    return urls;
  };
  return (pagePath, status) => {
    const source = pageSource(pagePath, status);
    if (!source) return [];
    let urls = byPage.get(source);
    if (!urls) {
      urls = urlsOf(source);
      byPage.set(source, urls);
    }
    return urls;
  };
}
