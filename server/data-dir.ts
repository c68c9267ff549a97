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

/**
 * Existing DATA_DIR entries that other local users can read or write (made by an older version, or
 * by hand): one sentence each, for a start-up warning. The umask cannot fix what already exists.
 */
export function looseDataDirEntries(dataDir: string): string[] {
  const root = path.resolve(dataDir);
  const found: string[] = [];
  for (const entry of [root, path.join(root, 'pglite'), path.join(root, 'session-secret')]) {
    let mode: number;
    try {
      mode = fs.statSync(entry).mode & 0o777;
    } catch {
      continue; // not there (yet): it will be created with the umask
    }
    if (mode & 0o077) {
      found.push(
        `${entry} is readable or writable by other users (mode ${mode.toString(8)}); run: chmod -R go-rwx ${root}`,
      );
    }
  }
  return found;
}
