import fs from 'node:fs';
import path from 'node:path';

// PGlite has no lock of its own, and two processes on one folder corrupt it silently.
const LOCK_FILE = 'pglite.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data folder for this process, or throws a sentence saying who holds it. */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is already in use by process ${holder}. ` +
            'Stop that server first, or set DATABASE_URL to run several instances on PostgreSQL.',
        );
      }
      fs.rmSync(file, { force: true }); // left by a process that died
    }
  }
  throw new Error(`Could not lock ${file}.`);
}
