// The production server in its own process, so it never shares an event loop with the load
// generator: `server/start.ts` with NODE_ENV=production, on loopback, serving a given client build.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { projectRoot } from './paths';

export interface ServerOptions {
  buildDir: string;
  dataDir: string;
  databaseUrl?: string;
  /** Extra environment, e.g. a raised form rate limit. */
  env?: Record<string, string>;
  /** Extra flags for node, e.g. `--cpu-prof` to profile the server under load. */
  nodeArgs?: string[];
}

export interface BenchServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** A port nobody is listening on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within 90 s:\n${output()}`);
}

export async function startServer(options: ServerOptions): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    CLIENT_BUILD_DIR: options.buildDir,
    SITE_URL: url,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  // `node --import tsx` rather than the tsx CLI: one process, so the pid we stop is the server.
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/start.ts'], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  // BENCH_SERVER_LOG=<file>: the server's whole output kept there, e.g. with --trace-gc in nodeArgs.
  const serverLog = process.env.BENCH_SERVER_LOG;
  if (serverLog) child.stdout?.on('data', (chunk: Buffer) => fs.appendFileSync(serverLog, chunk));
  // Errors the server logs under load are part of the result: show them as they happen.
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(`[server] ${chunk.toString()}`);
  });

  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(timer);
  };
  try {
    await waitUntilHealthy(url, child, () => log);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, pid: child.pid ?? 0, stop };
}
