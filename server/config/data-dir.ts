import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

// Group and others get nothing.
const PRIVATE_MASK = 0o077;
let restricted = false;

/**
 * Everything this process creates is its user's alone: folders 0700, files 0600 (CONTRACT section
 * 10). A umask rather than a chmod afterwards, so no file is ever readable by others, not even for
 * a moment. PGlite's emulated file system creates each file under the umask but then sets the mode
 * PostgreSQL's WASM build asks for (0666) with chmod, which a umask does not limit; so the process's
 * chmod is held to the same mask. Call it first thing, before anything is written.
 */
export function restrictNewFiles(): void {
  process.umask(PRIVATE_MASK);
  if (restricted) return;
  restricted = true;
  const { chmodSync, fchmodSync } = fs;
  const masked = (mode: fs.Mode) => (typeof mode === 'number' ? mode & ~PRIVATE_MASK : mode);
  fs.chmodSync = (file, mode) => chmodSync(file, masked(mode));
  fs.fchmodSync = (fd, mode) => fchmodSync(fd, masked(mode));
  // `import { chmodSync } from 'node:fs'` elsewhere sees the same functions.
  syncBuiltinESMExports();
}

/** An entry and everything under it, with permission bits; symbolic links are not followed. */
function* entriesUnder(file: string): Generator<{ file: string; mode: number }> {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch {
    return; // not there (yet): it will be created under the umask, or was removed meanwhile
  }
  if (stat.isSymbolicLink()) return;
  yield { file, mode: stat.mode & 0o777 };
  if (stat.isDirectory()) for (const name of fs.readdirSync(file)) yield* entriesUnder(path.join(file, name));
}

// Named one by one in the warning; the rest are counted.
const NAMED = 3;

/**
 * Existing DATA_DIR entries that other local users can read, write or enter (made by an older
 * version, by hand, or copied with their modes): the whole folder is walked, since one database file
 * is as telling as the folder itself. Answers at most one sentence, for a start-up warning; the
 * umask cannot fix what already exists.
 */
export function looseDataDirEntries(dataDir: string): string[] {
  const root = path.resolve(dataDir);
  const loose = [...entriesUnder(root)].filter((e) => e.mode & PRIVATE_MASK);
  if (loose.length === 0) return [];
  const named = loose.slice(0, NAMED).map((e) => `${e.file} (mode ${e.mode.toString(8)})`);
  const more = loose.length > NAMED ? ` and ${loose.length - NAMED} more` : '';
  return [
    `${loose.length} entr${loose.length === 1 ? 'y' : 'ies'} of ${root} can be read or written by other users: ` +
      `${named.join(', ')}${more}; run: chmod -R go-rwx ${root}`,
  ];
}
