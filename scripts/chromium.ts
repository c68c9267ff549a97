import { locateBrowser } from './browser-finder';

// How every tool here starts Chromium, with the flags that keep it off this machine's closed
// network. Playwright and the social-image script take the browser `npm test` chose (CHROME_PATH,
// exported by scripts/test-all.sh), else the first one found on this machine
// (scripts/browser-finder.ts): a headless shell where there is one. Lighthouse and the load benches
// time what a visitor gets, so they take a full browser (`measuringLaunchOptions()`); the bytes the
// home page loads are the same in either.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions = {
  executablePath: locateBrowser() ?? '/usr/bin/chromium',
  args,
};

/** Looked up when a bench asks, not on import: every Playwright process imports this file. */
export const measuringLaunchOptions = () => ({
  executablePath: locateBrowser(process.env, { window: true }) ?? '/usr/bin/chromium',
  args,
});
