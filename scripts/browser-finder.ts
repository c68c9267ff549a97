// Which Chromium the tests, the bench and the social-image script start, and what to do when this
// machine has none (issue 15). The decision is a pure function of what it is told, so it is tested
// without touching the machine; `probeMachine` gathers those facts.
import fs from 'node:fs';

/**
 * Where Debian, Ubuntu and Google package their browsers, in the order they are tried. Debian's
 * headless shell comes first: it is Chromium's own headless build without the browser around it, the
 * one Playwright itself runs headless tests in, and the end-to-end run took 4.7 min and 522 CPU-s in
 * it against 6.9 min and about 790 CPU-s in the full browser (docs/testing.md).
 */
export const SYSTEM_PATHS = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** A headless shell, with no browser window to measure a visitor's page load in (Lighthouse). */
export const isHeadlessShell = (path: string) => /headless[-_]shell/.test(path);

export interface BrowserEnv {
  CHROME_PATH?: string;
  /** Colon-separated paths that replace SYSTEM_PATHS (e.g. to hide the system browser in a test). */
  CHROMIUM_SEARCH_PATHS?: string;
  /** `1`: do not look at the system's browser at all. */
  E2E_SKIP_SYSTEM_CHROMIUM?: string;
}

export interface Machine {
  env: BrowserEnv;
  /** An executable file at this path. */
  isExecutable(path: string): boolean;
  /** Where Playwright's own Chromium would be installed (it may not be): asked only when needed. */
  playwrightPath?: () => string | undefined;
  /** Running as root on a system with apt-get (Debian, Ubuntu). */
  canApt: boolean;
}

export type BrowserDecision =
  | { kind: 'found'; path: string; source: 'CHROME_PATH' | 'system' | 'playwright' }
  | { kind: 'install'; via: 'apt' | 'playwright'; command: string; then: string[]; note?: string }
  | { kind: 'none'; message: string };

const APT_PACKAGE = 'chromium-headless-shell';
const APT = `apt-get update -qq && apt-get install -y -qq ${APT_PACKAGE}`;
const PLAYWRIGHT = 'npx playwright install chromium';

export function systemPaths(env: BrowserEnv): string[] {
  if (env.E2E_SKIP_SYSTEM_CHROMIUM === '1') return [];
  if (env.CHROMIUM_SEARCH_PATHS !== undefined) return env.CHROMIUM_SEARCH_PATHS.split(':').filter(Boolean);
  return SYSTEM_PATHS;
}

/** The browsers already on the machine, in the order they are tried: CHROME_PATH, then the system's. */
function presentBrowsers({ env, isExecutable }: Machine) {
  const candidates = [
    ...(env.CHROME_PATH ? [{ path: env.CHROME_PATH, source: 'CHROME_PATH' as const }] : []),
    ...systemPaths(env).map((path) => ({ path, source: 'system' as const })),
  ];
  return candidates.filter(({ path }) => isExecutable(path));
}

/** The first browser that exists, in the issue's order: CHROME_PATH, the system's, Playwright's. */
export function decideBrowser(machine: Machine): BrowserDecision {
  const { env } = machine;
  const note = env.CHROME_PATH && `CHROME_PATH=${env.CHROME_PATH} is not an executable file`;
  const [present] = presentBrowsers(machine);
  if (present) return { kind: 'found', ...present };
  const playwright = machine.playwrightPath?.();
  if (playwright && machine.isExecutable(playwright))
    return { kind: 'found', path: playwright, source: 'playwright' };

  // apt's package lands at /usr/bin/chromium-headless-shell whatever the search paths say.
  if (machine.canApt)
    return {
      kind: 'install',
      via: 'apt',
      command: APT,
      then: [`/usr/bin/${APT_PACKAGE}`],
      note: note || undefined,
    };
  if (playwright)
    return {
      kind: 'install',
      via: 'playwright',
      command: PLAYWRIGHT,
      then: [playwright],
      note: note || undefined,
    };
  return { kind: 'none', message: noBrowserMessage(note) };
}

/** The one sentence to stop with when no browser could be found or installed. */
export function noBrowserMessage(note?: string | false): string {
  return (
    `No Chromium for the browser tests${note ? ` (${note})` : ''}: install one (as root on Debian or ` +
    `Ubuntu: \`apt-get install -y ${APT_PACKAGE}\`; elsewhere: \`${PLAYWRIGHT}\`) or set CHROME_PATH to a ` +
    `Chrome or Chromium executable, then run \`npm test\` again.`
  );
}

function isExecutable(path: string): boolean {
  try {
    fs.accessSync(path, fs.constants.X_OK);
    return fs.statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Who runs the finder and where apt-get would be: this machine's, or a case a test states. */
export interface MachineFacts {
  /** The user id; undefined where there is none (Windows). */
  uid: number | undefined;
  aptGetPaths: string[];
}

const thisMachine = (): MachineFacts => ({
  uid: typeof process.getuid === 'function' ? process.getuid() : undefined,
  aptGetPaths: ['/usr/bin/apt-get', '/bin/apt-get'],
});

/** This machine's facts; Playwright's own browser path only when the caller can supply it. */
export function probeMachine(
  env: BrowserEnv = process.env,
  playwrightPath?: () => string | undefined,
  facts: MachineFacts = thisMachine(),
): Machine {
  const root = facts.uid === 0;
  const apt = facts.aptGetPaths.some((p) => isExecutable(p));
  return { env, isExecutable, playwrightPath, canApt: root && apt };
}

/**
 * The browser already on this machine, with no install: for code that only starts one. `window`: a
 * full browser, passing over headless shells, for measuring what a visitor gets (Lighthouse, the
 * load benches); a shell is taken only when it is all there is.
 */
export function locateBrowser(
  env: BrowserEnv = process.env,
  { window = false }: { window?: boolean } = {},
): string | undefined {
  const present = presentBrowsers(probeMachine(env)).map(({ path }) => path);
  return (window ? present.find((path) => !isHeadlessShell(path)) : undefined) ?? present[0];
}
