import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { paths } from '../../server/web/paths';

// Real server processes (`server/start.ts`, as `npm start` runs it) for tests that kill, stop or
// starve them. Each one is tracked here so `stopAllServers` in afterAll ends it whatever happened.

export interface SpawnedServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote, for a failure message. */
  output(): string;
  /** Resolves when the process has exited, with its code (null when a signal ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();

/** spawnServer's default deadline; a test that spawns gives itself at least this plus its work. */
export const SPAWN_READY_MS = 240_000;

/** A stand-in client build (one index.html), so start.ts does not run a full Vite build. */
export function minimalClientBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trust-client-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Test</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

export interface SpawnOptions {
  /**
   * How long a start may take before the test gives up: seconds on a quiet machine, minutes on a
   * busy one (PGlite's first open, tsx compiling the server). Only a server that never starts waits
   * it out, so it is generous.
   */
  readyTimeoutMs?: number;
  /**
   * Ready once the output says so, instead of once /api/health answers: for a test that only reads
   * what the process says first (a start-up warning), without waiting for the database to open.
   */
  readyWhen?: (output: string) => boolean;
  /** Modules loaded before the server (`node --import`), e.g. to watch it from inside. */
  preload?: string[];
}

/** Starts `server/start.ts` with these variables and waits until /api/health answers 200. */
export async function spawnServer(
  env: Record<string, string>,
  { readyTimeoutMs = SPAWN_READY_MS, preload = [], readyWhen }: SpawnOptions = {},
): Promise<SpawnedServer> {
  // Node itself runs the server (tsx as a loader, not as a wrapper process), so a signal sent to
  // this pid reaches the server, as it would under a process manager.
  const preloads = preload.flatMap((file) => ['--import', pathToFileURL(file).href]);
  const child = spawn(process.execPath, [...preloads, '--import', 'tsx', 'server/start.ts'], {
    cwd: paths.root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      // The server takes a port the kernel gives it and names it in its "Serving on" line. A port
      // picked here and freed for the child could be given to another process meanwhile (another
      // test's server), whose health check would then pass for this one's.
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const server: SpawnedServer = { url: '', port: 0, child, output: () => output, exited };

  const deadline = Date.now() + readyTimeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    if (readyWhen) {
      if (readyWhen(output)) return server;
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (!server.port) {
      const serving = /Serving on http:\/\/[^:\s]+:(\d+)/.exec(output);
      if (serving) {
        server.port = Number(serving[1]);
        server.url = `http://127.0.0.1:${server.port}`;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
    }
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`Server did not become ${readyWhen ? 'ready' : 'healthy'}:\n${output}`);
}

/** SIGKILLs every server still running and waits for each to be gone (for afterAll). */
export async function stopAllServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

// Last resort if a worker dies before afterAll: no server outlives the test run.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
