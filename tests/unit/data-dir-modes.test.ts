import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { looseDataDirEntries } from '../../server/config/data-dir';

// The start-up warning's check (the integration test data-dir-permissions starts a server with a
// world-readable DATA_DIR and reads the warning) on a real folder, for every kind of access by
// other users: the group's as much as everyone's.

let root: string;
let data: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-modes-'));
  data = path.join(root, 'data');
  fs.mkdirSync(path.join(data, 'pglite'), { recursive: true });
  fs.writeFileSync(path.join(data, 'session-secret'), 'a'.repeat(64));
  for (const folder of [data, path.join(data, 'pglite')]) fs.chmodSync(folder, 0o700);
  fs.chmodSync(path.join(data, 'session-secret'), 0o600);
});

afterEach(() => {
  fs.chmodSync(data, 0o700);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('looseDataDirEntries', () => {
  it("finds nothing when DATA_DIR is its user's alone (the control)", () => {
    expect(looseDataDirEntries(data)).toEqual([]);
  });

  it.each([
    ['', 0o750, 'the group may read and enter DATA_DIR'],
    ['', 0o710, 'the group may enter DATA_DIR'],
    ['', 0o705, 'others may read and enter DATA_DIR'],
    ['pglite', 0o770, "the group may change PGlite's folder"],
    ['session-secret', 0o640, 'the group may read the session secret'],
    ['session-secret', 0o620, 'the group may write the session secret'],
    ['session-secret', 0o604, 'others may read the session secret'],
  ])('warns when %s is mode %o (%s), naming it and the fix', (entry, mode) => {
    const file = path.join(data, entry);
    fs.chmodSync(file, mode);
    const found = looseDataDirEntries(data);
    expect(found).toHaveLength(1);
    expect(found[0]).toBe(
      `1 entry of ${data} can be read or written by other users: ` +
        `${file.replace(/\/$/, '')} (mode ${mode.toString(8)}); run: chmod -R go-rwx ${data}`,
    );
  });
});
