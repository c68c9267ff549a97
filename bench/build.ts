import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHUNK_MODULES_FILE, projectRoot } from './paths';

// What a client build is made from: a change to any of these makes an existing build stale.
const SOURCES = ['client', 'shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `outDir` holds a complete build made after the last change to the client's sources. */
export function isBuildFresh(outDir: string): boolean {
  const stamp = fs.statSync(path.join(outDir, CHUNK_MODULES_FILE), { throwIfNoEntry: false });
  if (!stamp) return false;
  return SOURCES.every((source) => newestMtime(path.join(projectRoot, source)) <= stamp.mtimeMs);
}

/** Builds the production client into `outDir` in a child process (Vite wants NODE_ENV=production). */
export function buildClient(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/build-client.ts'], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'production', CLIENT_BUILD_DIR: outDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The client build failed (exit ${code}).`)),
    );
  });
}

/** Builds into `outDir` unless a fresh build is already there; says which it did. */
export async function ensureClientBuild(outDir: string, log: (line: string) => void): Promise<void> {
  const shown = path.relative(projectRoot, outDir) || outDir;
  if (isBuildFresh(outDir)) {
    log(`Client build: reusing ${shown} (newer than every client source).`);
    return;
  }
  log(`Client build: building the production client into ${shown}...`);
  await buildClient(outDir);
}
