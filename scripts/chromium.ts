// How every tool here starts Chromium: Debian's build (never a downloaded one), with the flags that
// keep it off this machine's closed network. Playwright, the social-image script and Lighthouse
// all use these.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
