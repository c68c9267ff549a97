import { locateBrowser } from './browser-finder';

// How every tool here starts Chromium: the browser `npm test` chose (CHROME_PATH, exported by
// scripts/test-all.sh), else the first one found on this machine (scripts/browser-finder.ts),
// with the flags that keep it off this machine's closed network. Playwright, the bench, the
// social-image script and Lighthouse all use these.
export const chromiumLaunchOptions = {
  executablePath: locateBrowser() ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
