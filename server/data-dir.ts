import fs from 'node:fs';
import path from 'node:path';

/**
 * Everything this process creates is its user's alone: folders 0700, files 0600 (CONTRACT section
 * 10). A umask rather than a chmod afterwards, so no file is ever readable by others, not even for
 * a moment, and PGlite's own files (which it creates 0666) follow it too. Call it first thing.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
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
