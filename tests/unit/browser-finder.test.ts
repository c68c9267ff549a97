import { describe, expect, it } from 'vitest';
import {
  decideBrowser,
  isHeadlessShell,
  SYSTEM_PATHS,
  type BrowserEnv,
  type Machine,
} from '../../scripts/browser-finder';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';

function machine(present: string[], env: BrowserEnv = {}, more: Partial<Machine> = {}): Machine {
  return {
    env,
    isExecutable: (path) => present.includes(path),
    playwrightPath: () => PLAYWRIGHT,
    canApt: false,
    ...more,
  };
}

describe('choosing the browser for npm test', () => {
  it('takes CHROME_PATH first when it names a browser', () => {
    expect(decideBrowser(machine(['/opt/chrome', ...SYSTEM_PATHS], { CHROME_PATH: '/opt/chrome' }))).toEqual({
      kind: 'found',
      path: '/opt/chrome',
      source: 'CHROME_PATH',
    });
  });

  it("then Debian's headless shell, its full Chromium, then the other system names, in order", () => {
    expect(decideBrowser(machine(SYSTEM_PATHS, { CHROME_PATH: '/nowhere' }))).toMatchObject({
      path: '/usr/bin/chromium-headless-shell',
      source: 'system',
    });
    expect(decideBrowser(machine(SYSTEM_PATHS.slice(1)))).toMatchObject({ path: '/usr/bin/chromium' });
    expect(decideBrowser(machine(['/usr/bin/google-chrome', '/usr/bin/chromium-browser']))).toMatchObject({
      path: '/usr/bin/chromium-browser',
    });
  });

  it("then Playwright's own installed browser", () => {
    expect(decideBrowser(machine([PLAYWRIGHT]))).toEqual({
      kind: 'found',
      path: PLAYWRIGHT,
      source: 'playwright',
    });
  });

  it('hides the system browser when told to, as the fresh-machine check needs', () => {
    expect(decideBrowser(machine(SYSTEM_PATHS, { E2E_SKIP_SYSTEM_CHROMIUM: '1' })).kind).toBe('install');
    expect(decideBrowser(machine(SYSTEM_PATHS, { CHROMIUM_SEARCH_PATHS: '/nonexistent' })).kind).toBe(
      'install',
    );
    expect(
      decideBrowser(machine(['/srv/chromium'], { CHROMIUM_SEARCH_PATHS: '/a:/srv/chromium' })),
    ).toMatchObject({
      path: '/srv/chromium',
    });
  });

  it("installs Debian's headless shell with apt as root, and expects it at /usr/bin", () => {
    const decision = decideBrowser(machine([], { CHROME_PATH: '/nowhere' }, { canApt: true }));
    expect(decision).toMatchObject({
      kind: 'install',
      via: 'apt',
      command: 'apt-get update -qq && apt-get install -y -qq chromium-headless-shell',
      then: ['/usr/bin/chromium-headless-shell'],
    });
    expect(decision).toMatchObject({ note: 'CHROME_PATH=/nowhere is not an executable file' });
    expect(decision.kind === 'install' && decision.command).toContain('apt-get install -y');
  });

  it("installs Playwright's browser where apt is not an option", () => {
    expect(decideBrowser(machine([]))).toMatchObject({
      kind: 'install',
      via: 'playwright',
      command: 'npx playwright install chromium',
      then: [PLAYWRIGHT],
    });
  });

  it('stops with one sentence naming what to run when nothing can be installed', () => {
    const decision = decideBrowser(machine([], {}, { playwrightPath: () => undefined }));
    expect(decision.kind).toBe('none');
    const message = decision.kind === 'none' ? decision.message : '';
    expect(message).toContain('apt-get install -y chromium-headless-shell');
    expect(message).toContain('npx playwright install chromium');
    expect(message).toContain('CHROME_PATH');
    expect(message.split('. ').length).toBe(1);
  });

  it('never asks Playwright (slow to load) when a browser is already found', () => {
    let asked = false;
    const found = decideBrowser(
      machine(SYSTEM_PATHS, {}, { playwrightPath: () => ((asked = true), PLAYWRIGHT) }),
    );
    expect(found.kind).toBe('found');
    expect(asked).toBe(false);
  });
});

describe('a browser to measure a visitor page load in (Lighthouse, the load benches)', () => {
  it('knows a headless shell by its name', () => {
    expect(isHeadlessShell('/usr/bin/chromium-headless-shell')).toBe(true);
    expect(
      isHeadlessShell('/root/.cache/ms-playwright/chromium_headless_shell-1200/chrome-linux/headless_shell'),
    ).toBe(true);
    expect(isHeadlessShell('/usr/bin/chromium')).toBe(false);
  });
});
