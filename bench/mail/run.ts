// The e-mail bench (issue 22): 1,000 queued messages delivered by the production server to a local
// SMTP server at an unlimited rate (time, messages per second), and GET /api/posts latency while
// they go out, beside the same load once they are gone. Run: npx tsx bench/mail/run.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../server/db/client';
import { queueMessage } from '../../server/mail';
import { volunteerWelcomeMessage } from '../../server/mail/messages';
import { seedDatabase } from '../seed';
import { startServer } from '../server';
import { startSmtpSink } from './smtp-sink';

const MESSAGES = 1000;
const SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const log = (line: string) => console.log(line);

async function postsLatency(url: string) {
  const result = await autocannon({ url: `${url}/api/posts`, connections: 10, duration: SECONDS });
  return {
    line: `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, errors ${result.errors + result.non2xx}`,
  };
}

/** A stand-in client build: the bench reads the API only. */
function minimalClientBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mail-client-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Bench</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  log(
    `\nE-mail bench: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}, ${os.cpus().length} cores, Node ${process.version}; SMTP server and load generator on this machine too.`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mail-data-'));
  const buildDir = minimalClientBuild();
  const sink = await startSmtpSink();
  let stopServer: (() => Promise<void>) | undefined;
  try {
    await seedDatabase({ databaseUrl, dataDir }, { posts: 500, volunteers: 0, endorsements: 0, contacts: 0 });
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      for (let n = 0; n < MESSAGES; n++) {
        await queueMessage(
          database.db,
          volunteerWelcomeMessage('http://127.0.0.1', `bench${n}@example.org`, `Member ${n}`),
        );
      }
    } finally {
      await database.close();
    }
    log(
      `Queued ${MESSAGES} welcome messages (text and HTML parts). Starting the server with SMTP_URL and MAIL_RATE_PER_SECOND=0...`,
    );
    const server = await startServer({
      buildDir,
      dataDir,
      databaseUrl,
      env: { SMTP_URL: sink.url, MAIL_RATE_PER_SECOND: '0' },
    });
    stopServer = server.stop;
    const during = await postsLatency(server.url);
    const deliveredDuringLoad = sink.times.length;
    await sink.waitFor(MESSAGES, 300_000);
    const after = await postsLatency(server.url);
    const seconds = (sink.times[MESSAGES - 1] - sink.times[0]) / 1000;
    log(
      `Delivered ${MESSAGES} messages in ${seconds.toFixed(2)} s (first to last arrival): ${Math.round((MESSAGES - 1) / seconds)} messages/s.`,
    );
    log(
      `GET /api/posts, 10 connections, ${SECONDS} s, while messages go out (${deliveredDuringLoad} had arrived by its end): ${during.line}`,
    );
    log(`GET /api/posts, 10 connections, ${SECONDS} s, once they are all out: ${after.line}`);
  } finally {
    await stopServer?.();
    await sink.close();
    for (const dir of [dataDir, buildDir]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
