import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideBrowser, locateBrowser, probeMachine } from '../../scripts/browser-finder';

// The browser finder's own file checks (probeMachine), on a real temporary folder: browser-finder's
// other tests give decideBrowser a made-up machine, so they cannot see what counts as a browser on
// disk. No system browser is looked at here (E2E_SKIP_SYSTEM_CHROMIUM or CHROMIUM_SEARCH_PATHS).

let dir: string;
const at = (name: string) => path.join(dir, name);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-finder-'));
  fs.writeFileSync(at('chrome'), '#!/bin/sh\n', { mode: 0o755 });
  fs.writeFileSync(at('not-executable'), '#!/bin/sh\n', { mode: 0o644 });
  fs.mkdirSync(at('a-folder'), { mode: 0o755 });
  fs.symlinkSync(at('chrome'), at('link-to-chrome'));
  fs.symlinkSync(at('gone'), at('dangling-link'));
  fs.writeFileSync(at('chromium-headless-shell'), '#!/bin/sh\n', { mode: 0o755 });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const searching = (...names: string[]) => ({ CHROMIUM_SEARCH_PATHS: names.map(at).join(':') });

describe('what counts as a browser on disk', () => {
  it('an executable file, or a link to one', () => {
    expect(decideBrowser(probeMachine({ CHROME_PATH: at('chrome') }))).toMatchObject({
      kind: 'found',
      path: at('chrome'),
      source: 'CHROME_PATH',
    });
    expect(decideBrowser(probeMachine(searching('link-to-chrome')))).toMatchObject({
      kind: 'found',
      path: at('link-to-chrome'),
    });
  });

  it('never a file without the execute bit, a folder, a dangling link or nothing at all', () => {
    for (const name of ['not-executable', 'a-folder', 'dangling-link', 'nothing-here']) {
      const decision = decideBrowser(
        probeMachine({ CHROME_PATH: at(name), ...searching(name) }, () => undefined),
      );
      expect(decision.kind, name).not.toBe('found');
    }
  });

  it('passes over what is not a browser to the next place in the search', () => {
    const decision = decideBrowser(probeMachine(searching('not-executable', 'a-folder', 'chrome')));
    expect(decision).toMatchObject({ kind: 'found', path: at('chrome'), source: 'system' });
  });
});

describe('the install decision on this machine', () => {
  const onlyPlaywright = (where: string) =>
    decideBrowser(probeMachine({ E2E_SKIP_SYSTEM_CHROMIUM: '1' }, () => at(where)));

  it("takes Playwright's browser when its file is there, and installs one when it is not", () => {
    expect(onlyPlaywright('chrome')).toMatchObject({ kind: 'found', source: 'playwright' });
    const missing = onlyPlaywright('nothing-here');
    expect(missing.kind).toBe('install');
    // apt where this process may use it (root, apt-get present), Playwright's installer elsewhere.
    const apt =
      process.getuid?.() === 0 && ['/usr/bin/apt-get', '/bin/apt-get'].some((p) => fs.existsSync(p));
    expect(missing).toMatchObject(
      apt
        ? { via: 'apt', then: ['/usr/bin/chromium-headless-shell'] }
        : { via: 'playwright', then: [at('nothing-here')] },
    );
  });
});

describe('the browser the tests run and the one the benches measure in', () => {
  it('the tests take the headless shell first; a measurement passes over it to a full browser', () => {
    const both = searching('chromium-headless-shell', 'chrome');
    expect(locateBrowser(both)).toBe(at('chromium-headless-shell'));
    expect(locateBrowser(both, { window: true })).toBe(at('chrome'));
    // CHROME_PATH naming the shell (as npm test exports it) is passed over too.
    expect(locateBrowser({ ...both, CHROME_PATH: at('chromium-headless-shell') }, { window: true })).toBe(
      at('chrome'),
    );
  });

  it('a measurement takes the shell when it is the only browser there is', () => {
    expect(locateBrowser(searching('chromium-headless-shell'), { window: true })).toBe(
      at('chromium-headless-shell'),
    );
  });
});
