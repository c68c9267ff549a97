import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/client';
import { TEST_ADMIN } from './admin-agent';
import { createTestDatabase, onPostgres, type TestDatabase } from './database';
import { migratedDataDir } from './migrated-data-dir';
import { minimalClientBuild, spawnServer, type SpawnedServer } from './spawn-server';

// Real server processes sending a newsletter, for tests that kill them mid-send: a database both
// the test and the processes reach (PostgreSQL, or a PGlite folder the test opens between them).

export interface SendingSite {
  /** Opens the database for the test; on PGlite only while no server holds the folder. */
  open(): Promise<Database>;
  spawn(env: Record<string, string>): Promise<SpawnedServer>;
  cleanup(): Promise<void>;
}

export async function sendingSite(): Promise<SendingSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-kill-'));
  const clientDir = minimalClientBuild();
  const testDb: TestDatabase | undefined = onPostgres ? await createTestDatabase() : undefined;
  const dataDir = path.join(dir, 'data');
  if (!testDb) await migratedDataDir(dataDir);
  // Both are migrated already: the PostgreSQL database from the run's template, the folder a copy.
  const open = () =>
    testDb ? openDatabase({ databaseUrl: testDb.url, dataDir: 'unused' }) : openDatabase({ dataDir });
  return {
    open,
    spawn: (env) =>
      spawnServer(
        {
          ...(testDb ? { DATABASE_URL: testDb.url! } : { DATA_DIR: dataDir }),
          SESSION_SECRET: 'newsletter-kill-secret-0123456789abcdef',
          CLIENT_BUILD_DIR: clientDir,
          ADMIN_USERNAME: TEST_ADMIN.username,
          ADMIN_PASSWORD: TEST_ADMIN.password,
          SITE_URL: 'http://localhost:5000',
          ...env,
        },
        { readyTimeoutMs: 240_000 },
      ),
    cleanup: async () => {
      await testDb?.drop();
      for (const d of [dir, clientDir]) fs.rmSync(d, { recursive: true, force: true });
    },
  };
}

/** Signs in to a spawned server over HTTP; returns a fetch that carries the session and CSRF token. */
export async function adminFetch(server: SpawnedServer) {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status}`);
  const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = decodeURIComponent(cookies.find((c) => c.startsWith('csrf-token='))!.split('=')[1]);
  return (urlPath: string, method = 'GET', body?: object) =>
    fetch(`${server.url}${urlPath}`, {
      method,
      headers: {
        Cookie: cookies.join('; '),
        'X-CSRF-Token': csrf,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
}

/** Recipients who got the newsletter more than once and were not in flight at the kill. */
export function duplicatesBeyondInFlight(received: string[], inFlight: string[]): string[] {
  const counts = new Map<string, number>();
  for (const to of received) counts.set(to, (counts.get(to) ?? 0) + 1);
  const allowed = new Set(inFlight);
  return [...counts].filter(([to, n]) => n > 1 && !allowed.has(to)).map(([to]) => to);
}
