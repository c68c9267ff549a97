// The bytes a phone really loads (issue 15): the home page opened in Chromium as a phone, every
// same-origin script and stylesheet it fetches until the network is idle (chunks loaded at idle
// time included) recorded, and each file's gzip size read from the build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { serveBuild } from './static-build-server';

export interface LoadedFile {
  file: string;
  kind: 'js' | 'css';
  gzipBytes: number;
}

export interface HomeLoad {
  files: LoadedFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

// After the network first goes idle, how long to keep listening for chunks that an idle callback,
// a timer or an intersection observer asks for; then the network must be idle again.
const LATE_LOADS_MS = 5000;

export async function measureHomeLoad(buildDir: string): Promise<HomeLoad> {
  const server = await serveBuild(buildDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const seen = new Map<string, 'js' | 'css'>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      const type = request.resourceType();
      if (url.origin !== server.url || (type !== 'script' && type !== 'stylesheet')) return;
      seen.set(url.pathname.replace(/^\//, ''), type === 'script' ? 'js' : 'css');
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(LATE_LOADS_MS);
    await page.waitForLoadState('networkidle');

    const files = [...seen].map(([file, kind]) => ({
      file,
      kind,
      gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(buildDir, file))).length,
    }));
    files.sort((a, b) => (a.kind === b.kind ? b.gzipBytes - a.gzipBytes : a.kind === 'js' ? -1 : 1));
    const sum = (kind: 'js' | 'css') =>
      files.filter((f) => f.kind === kind).reduce((total, f) => total + f.gzipBytes, 0);
    return { files, jsGzipBytes: sum('js'), cssGzipBytes: sum('css') };
  } finally {
    await browser.close();
    await server.close();
  }
}
