import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { looseEntries, walk } from '../../helpers/file-modes';
import {
  minimalClientBuild,
  spawnServer,
  stopAllServers,
  type SpawnedServer,
} from '../../helpers/spawn-server';
import { describeOnPglite } from '../../helpers/test-app';

// CONTRACT section 10: DATA_DIR and everything the server writes in it are readable by the server's
// user only. The finding: folders were 0755 and PGlite's files 0666, so any local account could read
// every supporter's data or swap an admin's hash. Runs a real server (PGlite in DATA_DIR) whatever
// TEST_DB says: the embedded database is what lives in DATA_DIR. So the PostgreSQL pass skips it
// rather than run the same servers again. What `npm run admin:create` and `npm run seed` write is
// checked where they run into a fresh folder (scripts-admin-create and scripts-seed.test.ts).
const READY = { readyTimeoutMs: 240_000 };
// The warning is written before the database opens: a test that reads only the warning need not
// wait for PGlite to create or open its files.
const WARNED = { ...READY, readyWhen: (output: string) => /Unsafe permissions[^\n]*\n/.test(output) };

describeOnPglite('DATA_DIR permissions', () => {
  let root: string;
  let clientDir: string;
  let server: SpawnedServer;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-perms-'));
    clientDir = minimalClientBuild();
    // No SESSION_SECRET: the server generates one into DATA_DIR, which must be private too.
    server = await spawnServer(
      { DATA_DIR: path.join(root, 'fresh', 'data'), CLIENT_BUILD_DIR: clientDir },
      READY,
    );
  }, 300_000);

  afterAll(async () => {
    await stopAllServers();
    for (const dir of [root, clientDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("creates a fresh DATA_DIR 0700 with every folder 0700 and every file 0600, PGlite's included", async () => {
    const entries = walk(path.join(root, 'fresh', 'data'));
    expect(entries.some((e) => e.file.endsWith('session-secret'))).toBe(true);
    expect(entries.filter((e) => e.file.includes(`${path.sep}pglite${path.sep}`)).length).toBeGreaterThan(10);
    expect(looseEntries(path.join(root, 'fresh', 'data'))).toEqual([]);
    expect(entries.filter((e) => e.folder).every((e) => e.mode === 0o700)).toBe(true);
    expect(server.output()).not.toContain('Unsafe permissions');
  });

  it('warns in one clear line at start-up when an existing DATA_DIR is readable by others', async () => {
    const data = path.join(root, 'loose', 'data');
    fs.mkdirSync(data, { recursive: true, mode: 0o755 });
    fs.chmodSync(data, 0o755);
    fs.writeFileSync(path.join(data, 'session-secret'), 'a'.repeat(64));
    fs.chmodSync(path.join(data, 'session-secret'), 0o644);
    const loose = await spawnServer({ DATA_DIR: data, CLIENT_BUILD_DIR: clientDir }, WARNED);
    const warnings = loose
      .output()
      .split('\n')
      .filter((line) => line.includes('Unsafe permissions'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`${data} (mode 755)`);
    expect(warnings[0]).toContain('session-secret (mode 644)');
    expect(JSON.parse(warnings[0])).toMatchObject({ level: 'warn' });
    expect(warnings[0]).toContain('chmod -R go-rwx');
    await stopAllServers();
  }, 300_000);

  it('warns about a loose file deep inside the database folder, not only about the top entries', async () => {
    const data = path.join(root, 'fresh', 'data');
    await stopAllServers();
    const deep = walk(path.join(data, 'pglite')).filter((e) => !e.folder);
    const victim = deep[deep.length - 1].file;
    fs.chmodSync(victim, 0o666);
    const again = await spawnServer({ DATA_DIR: data, CLIENT_BUILD_DIR: clientDir }, WARNED);
    const warnings = again
      .output()
      .split('\n')
      .filter((line) => line.includes('Unsafe permissions'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`${victim} (mode 666)`);
    await stopAllServers();
  }, 300_000);
});
