import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcrypt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../helpers/database';
import { looseEntries, underLooseUmask } from '../../helpers/file-modes';

// `npm run admin:create -- <username>`, run as a person would: a real process on a real database.
const TSX = path.resolve('node_modules/.bin/tsx');
const SCRIPT = path.resolve('scripts/admin-create.ts');
const SLOW = 180_000; // a fresh process compiles TypeScript, opens the database and hashes with bcrypt

let dataDir: string;
let pg: TestDatabase | undefined;

beforeAll(async () => {
  // Not there yet: the script creates the folder itself (privately, whatever the umask).
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-create-')), 'data');
  if (onPostgres) pg = await createTestDatabase();
}, SLOW);

afterAll(async () => {
  await pg?.drop();
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

function adminCreate(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  const base = { ...process.env };
  for (const name of ['DATABASE_URL', 'ADMIN_USERNAME', 'ADMIN_PASSWORD']) delete base[name];
  const database = pg ? { DATABASE_URL: pg.url! } : {};
  return new Promise((resolve) => {
    execFile(
      ...underLooseUmask(TSX, [SCRIPT, ...args]),
      { env: { ...base, DATA_DIR: dataDir, ...database, ...env }, timeout: SLOW },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Reads the admins the script left behind, releasing PGlite's folder lock straight after. */
async function admins(): Promise<{ username: string; role: string; password_hash: string }[]> {
  const database: Database = pg ? pg.database : await openDatabase({ dataDir });
  try {
    const { rows } = await database.raw.query(
      'SELECT username, role, password_hash FROM admin_users ORDER BY id',
    );
    return rows as { username: string; role: string; password_hash: string }[];
  } finally {
    if (!pg) await database.close();
  }
}

describe('npm run admin:create', () => {
  it(
    'creates the admin with the password from ADMIN_PASSWORD',
    async () => {
      const run = await adminCreate(['field-organizer'], { ADMIN_PASSWORD: 'solidarity-2026' });
      expect(run.stderr).not.toMatch(/error|at /i);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Created admin "field-organizer"');
      // CONTRACT section 10: run under umask 022 into a fresh DATA_DIR, it wrote nothing others can
      // read (looked at before this test opens the database and writes files of its own).
      if (!pg) expect(looseEntries(dataDir)).toEqual([]);

      const [admin] = await admins();
      expect(admin).toMatchObject({ username: 'field-organizer', role: 'admin' });
      expect(await bcrypt.compare('solidarity-2026', admin.password_hash)).toBe(true);
    },
    SLOW,
  );

  it(
    'refuses an existing username with exit code 1 and leaves its password alone',
    async () => {
      const run = await adminCreate(['field-organizer'], { ADMIN_PASSWORD: 'another-password' });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe('An admin named "field-organizer" already exists. Nothing was changed.');

      const stored = await admins();
      expect(stored).toHaveLength(1);
      expect(await bcrypt.compare('solidarity-2026', stored[0].password_hash)).toBe(true);
    },
    SLOW,
  );

  it(
    'refuses a password shorter than 8 characters, before touching the database',
    async () => {
      const run = await adminCreate(['second-admin'], { ADMIN_PASSWORD: 'short' });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe('Password must be at least 8 characters');
      expect((await admins()).map((a) => a.username)).toEqual(['field-organizer']);
    },
    SLOW,
  );

  it(
    'refuses a missing or invalid username before touching the database',
    async () => {
      const [none, short, spaced] = await Promise.all(
        [[], ['ab'], ['two words']].map((args) => adminCreate(args, { ADMIN_PASSWORD: 'solidarity-2026' })),
      );
      expect([none.code, short.code, spaced.code]).toEqual([1, 1, 1]);
      expect(none.stderr).toMatch(/^Usage: npm run admin:create -- <username>/);
      expect(short.stderr.trim()).toBe('Username must be at least 3 characters');
      expect(spaced.stderr.trim()).toBe('Username may use letters, digits, dots, dashes, underscores and @');
      expect((await admins()).map((a) => a.username)).toEqual(['field-organizer']);
    },
    SLOW,
  );

  it(
    'asks for ADMIN_PASSWORD when there is no terminal to type one in',
    async () => {
      const run = await adminCreate(['third-admin']);
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        'No password given: set ADMIN_PASSWORD, or run this in a terminal to be asked for one.',
      );
    },
    SLOW,
  );
});
