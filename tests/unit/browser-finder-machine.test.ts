import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideBrowser, probeMachine } from '../../scripts/browser-finder';

// Whether the finder may install with apt depends on the machine (root, apt-get present). Each case
// is stated here, with a real apt-get file or none, rather than read from the machine that runs the
// test (as root with apt-get, it could only ever see one of the four).

let dir: string;
const at = (name: string) => path.join(dir, name);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-finder-machine-'));
  fs.writeFileSync(at('apt-get'), '#!/bin/sh\n', { mode: 0o755 });
  fs.writeFileSync(at('apt-get-not-executable'), '#!/bin/sh\n', { mode: 0o644 });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// No browser anywhere: the decision is what to install, if anything.
const NO_BROWSER = { E2E_SKIP_SYSTEM_CHROMIUM: '1', CHROMIUM_SEARCH_PATHS: '' };

describe('installing with apt (scripts/browser-finder.ts)', () => {
  it.each([
    { who: 'root', uid: 0, apt: ['apt-get'], canApt: true },
    { who: 'root', uid: 0, apt: [], canApt: false },
    { who: 'root', uid: 0, apt: ['apt-get-not-executable'], canApt: false },
    { who: 'root', uid: 0, apt: ['missing', 'apt-get'], canApt: true },
    { who: 'a user', uid: 1000, apt: ['apt-get'], canApt: false },
    { who: 'a user', uid: 1000, apt: [], canApt: false },
    { who: 'no uid (Windows)', uid: undefined, apt: ['apt-get'], canApt: false },
  ])('as $who with apt-get at $apt: canApt $canApt', ({ uid, apt, canApt }) => {
    // Playwright's browser is not installed (its path names nothing): apt or Playwright's install.
    const machine = probeMachine(NO_BROWSER, () => at('playwright-chrome'), {
      uid,
      aptGetPaths: apt.map(at),
    });
    expect(machine.canApt).toBe(canApt);
    const decision = decideBrowser(machine);
    expect(decision.kind === 'install' && decision.via).toBe(canApt ? 'apt' : 'playwright');
  });
});
