import fs from 'node:fs';
import path from 'node:path';

export interface FileMode {
  file: string;
  mode: number;
  folder: boolean;
}

/** Every folder and file under a path, with its permission bits. */
export function walk(dir: string): FileMode[] {
  const out = [{ file: dir, mode: fs.statSync(dir).mode & 0o777, folder: true }];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(file));
    else out.push({ file, mode: fs.statSync(file).mode & 0o777, folder: false });
  }
  return out;
}

/** Entries under `dir` with a group or world bit, as `path mode` (CONTRACT section 10: none). */
export const looseEntries = (dir: string) =>
  walk(dir)
    .filter((e) => (e.mode & 0o077) !== 0)
    .map((e) => `${e.file} ${e.mode.toString(8)}`);

/**
 * `sh -c 'umask 022 && exec ...'`: runs a command under the umask many desktops have, which would
 * leave what it writes readable by everyone, so a test shows the program does not rely on the umask.
 */
export const underLooseUmask = (command: string, args: string[]): [string, string[]] => [
  'sh',
  ['-c', 'umask 022 && exec "$0" "$@"', command, ...args],
];
