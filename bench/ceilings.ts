import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from './paths';

export type CeilingKind = 'express' | 'node';

/** One path a ceiling answers, with the exact body the real server answered for it. */
export interface CeilingRoute {
  path: string;
  type: 'json' | 'html';
  body: string;
}

export interface CeilingServer {
  kind: CeilingKind;
  url: string;
  stop(): Promise<void>;
}

/** Starts a bare server (see ceiling-server.ts) in its own process, answering `routes`. */
export async function startCeiling(kind: CeilingKind, routes: CeilingRoute[]): Promise<CeilingServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ceiling-'));
  const routesFile = path.join(dir, 'routes.json');
  fs.writeFileSync(routesFile, JSON.stringify(routes));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/ceiling-server.ts', kind, routesFile], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await readPort(child);
  return {
    kind,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`The ceiling server exited with code ${code} before listening.`)),
    );
    child.once('error', reject);
  });
}
