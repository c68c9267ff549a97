import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/prepare-database';
import { paths } from '../../server/web/paths';
import { walk } from './file-modes';

// A server spawned on an empty DATA_DIR spends seconds creating and migrating PGlite's files (5.6 s
// to healthy on a quiet machine, against 2.4 s on a migrated folder), and the test run starts a
// dozen of them. Tests that are not about a first start get a copy of one migrated folder instead,
// made once for these sources and kept where tools keep caches. A first start stays tested where it
// is the subject (data-dir-permissions, scripts-seed, scripts-admin-create).

const CACHE = path.join(paths.root, 'node_modules', '.cache', 'campaign-tests');
const PREFIX = 'pglite-';
/**
 * What a migrated folder depends on: the migrations, the first content and the code that writes
 * them, this file's way of making it, and PGlite's version.
 */
const SOURCE_FOLDERS = ['migrations', 'server', 'shared'];
const SOURCE_FILES = [fileURLToPath(import.meta.url), 'node_modules/@electric-sql/pglite/package.json'];

/** A hash of every source file's path and content. */
function sourcesKey(): string {
  const hash = crypto.createHash('sha256');
  const files = [
    ...SOURCE_FOLDERS.flatMap((dir) => walk(path.resolve(paths.root, dir)).filter((e) => !e.folder)),
    ...SOURCE_FILES.map((file) => ({ file: path.resolve(paths.root, file) })),
  ];
  for (const { file } of files.sort((a, b) => a.file.localeCompare(b.file))) {
    hash.update(path.relative(paths.root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Folders 0700 and files 0600, as the server makes its own DATA_DIR (else it warns at start-up). */
export function makePrivate(dir: string) {
  for (const { file, folder } of walk(dir)) fs.chmodSync(file, folder ? 0o700 : 0o600);
}

let template: Promise<string> | undefined;

/** The cached migrated DATA_DIR for these sources, made if missing (safe when processes race). */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const name = PREFIX + sourcesKey();
    const final = path.join(CACHE, name);
    if (fs.existsSync(final)) return final;
    fs.mkdirSync(CACHE, { recursive: true });
    const building = fs.mkdtempSync(path.join(CACHE, `building-${name}-`));
    try {
      const database = await openDatabase({ dataDir: building });
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
      makePrivate(building);
      // Whole or not at all: another process that made it first wins, and this copy goes.
      fs.renameSync(building, final);
    } catch (err) {
      if (!fs.existsSync(final)) throw err;
    } finally {
      fs.rmSync(building, { recursive: true, force: true });
    }
    // Folders for sources that no longer exist.
    for (const old of fs.readdirSync(CACHE)) {
      if (old.startsWith(PREFIX) && old !== name)
        fs.rmSync(path.join(CACHE, old), { recursive: true, force: true });
    }
    return final;
  })();
  return template;
}

/**
 * Makes `dataDir` (missing or empty) a DATA_DIR whose database is already migrated and
 * holds the first content, as a server leaves it after its first start; returns `dataDir`.
 */
export async function migratedDataDir(dataDir: string): Promise<string> {
  const from = await migratedTemplate();
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.cpSync(from, dataDir, { recursive: true, errorOnExist: true, force: false });
  return dataDir;
}
