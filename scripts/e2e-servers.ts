// The end-to-end servers of playwright.config.ts, started ahead of the browser tests: npm test runs
// this beside the PostgreSQL pass, which leaves a third of the machine's two cores idle, so that the
// browser tests begin at once instead of after 20-26 s of fresh starts. Playwright then reuses the
// servers (E2E_SERVERS_STARTED=1). Usage: e2e-servers.ts READY_FILE: writes READY_FILE once every
// server answers, and stops them all when it is itself told to stop (SIGTERM, SIGINT) or one dies.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import config from '../playwright.config';

const readyFile = process.argv[2];
if (!readyFile) throw new Error('Usage: e2e-servers.ts READY_FILE');

const servers = [config.webServer ?? []].flat();
const children: ChildProcess[] = [];

function stopAll(code: number) {
  // Each server runs in a process group of its own (bash, npx, tsx, node): the whole group goes.
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  process.exit(code);
}
process.on('SIGTERM', () => stopAll(0));
process.on('SIGINT', () => stopAll(0));

for (const server of servers) {
  if (!server.command || !server.url) continue;
  const child = spawn(server.command, {
    shell: true,
    detached: true,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code) => {
    console.error(`The end-to-end server for ${server.url} stopped (exit code ${code}).`);
    stopAll(1);
  });
  children.push(child);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

const deadline = Date.now() + Math.max(...servers.map((s) => s.timeout ?? 60_000));
for (const { url } of servers) {
  while (url && !(await answers(url))) {
    if (Date.now() > deadline) {
      console.error(`The end-to-end server for ${url} did not answer in time.`);
      stopAll(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
fs.writeFileSync(readyFile, 'ready\n');
// Kept alive by the servers' pipes until npm test stops it.
