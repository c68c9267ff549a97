// The newsletter bench (issue 23, CONTRACT section 12): 10,000 confirmed subscribers sent one post
// through a local SMTP server at no rate limit, on PGlite and, with NEWSLETTER_BENCH_DATABASE_URL
// (or DATABASE_URL), on PostgreSQL. Prints the time from Send to the last message, the server's
// peak RSS growth meanwhile (that send alone), and GET /api/posts p99 during a second send against
// its idle p99.
// Goals: under 60 s, under 50 MB, within 2x. Run: npx tsx bench/newsletter/run.ts
import { signIn, type AdminSession } from '../admin-bench';
import fs from 'node:fs';
import { benchEachDatabase } from '../databases';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, type BenchServer } from '../server';
import { BENCH_NEWSLETTER_ADMIN, NEWSLETTER_POSTS, seedNewsletter, SUBSCRIBERS } from './seed';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const LOAD_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const log = (line: string) => console.log(line);

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** GET /api/posts at 10 connections for a few seconds: p99 in ms. */
async function postsP99(url: string) {
  const result = await autocannon({ url: `${url}/api/posts`, connections: 10, duration: LOAD_SECONDS });
  return { p99: result.latency.p99, p50: result.latency.p50, rps: Math.round(result.requests.average) };
}

type Admin = AdminSession;

/** Presses Send on a post, then waits for the send to end: its id, size and how long it took. */
async function sendAndWait(
  server: BenchServer,
  admin: Admin,
  slug: string,
  whileRunning?: () => Promise<void>,
) {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/posts/${slug}/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie: admin.cookie, 'X-CSRF-Token': admin.csrf },
    body: '{}',
  });
  if (res.status !== 202) throw new Error(`send answered ${res.status}: ${await res.text()}`);
  const { id, recipients } = (await res.json()) as { id: string; recipients: number };
  const accepted = (performance.now() - started) / 1000;
  await whileRunning?.();
  let status = '';
  let figures = '';
  while (status !== 'sent' && status !== 'failed' && status !== 'cancelled') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const n = (await (
      await fetch(`${server.url}/api/admin/newsletters/${id}`, { headers: { cookie: admin.cookie } })
    ).json()) as { status: string; sent: number; failed: number; skipped: number };
    status = n.status;
    figures = `sent ${n.sent}, failed ${n.failed}, skipped ${n.skipped}`;
    if (performance.now() - started > 600_000) throw new Error(`still ${status} after 10 minutes`);
  }
  return { recipients, accepted, seconds: (performance.now() - started) / 1000, status, figures };
}

/**
 * The first send alone, with nothing else asking the server anything: its time and the server's
 * memory growth are the send's own. (Under 3,000 reads a second the heap grows with the reads.)
 */
async function sendAlone(server: BenchServer, sink: SmtpSink, admin: Admin) {
  const before = rssKb(server.pid);
  let peak = before;
  const poll = setInterval(() => (peak = Math.max(peak, rssKb(server.pid))), 50);
  try {
    const send = await sendAndWait(server, admin, NEWSLETTER_POSTS[0].slug);
    return { ...send, received: sink.received(), before, peak: Math.max(peak, rssKb(server.pid)) };
  } finally {
    clearInterval(poll);
  }
}

/** GET /api/posts idle, then while the second post is being sent: the p99 the readers see. */
async function readsDuringSend(server: BenchServer, sink: SmtpSink, admin: Admin) {
  const idle = await postsP99(server.url);
  const receivedBefore = sink.received();
  let busy = idle;
  let sentDuringLoad = 0;
  const send = await sendAndWait(server, admin, NEWSLETTER_POSTS[1].slug, async () => {
    busy = await postsP99(server.url);
    sentDuringLoad = sink.received() - receivedBefore;
  });
  return { idle, busy, sentDuringLoad, send };
}

async function benchOne(kind: 'PostgreSQL' | 'PGlite', databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-newsletter-'));
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-newsletter-client-'));
  // The bench measures the API and the sender: a one-file client spares a Vite build.
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><title>Bench</title></html>',
  );
  try {
    log(`\n== ${kind}: seeding ${SUBSCRIBERS.toLocaleString('en-US')} confirmed subscribers...`);
    await seedNewsletter({ databaseUrl, dataDir });
    const smtp = await startSmtpSink();
    const live = await startServer({
      buildDir: clientDir,
      dataDir,
      databaseUrl,
      env: { MAIL_RATE_PER_SECOND: '0', LOG_LEVEL: 'warn', SMTP_URL: smtp.url },
      // e.g. BENCH_NODE_ARGS=--cpu-prof to see where the sender's time goes.
      nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
    });
    try {
      log(`load average before the sends (1/5/15 min): ${loadAverage()}`);
      const admin = await signIn(live.url, BENCH_NEWSLETTER_ADMIN);
      const r = await sendAlone(live, smtp, admin);
      log(`send alone: recipients ${r.recipients}; POST answered 202 in ${r.accepted.toFixed(2)} s`);
      log(
        `send finished (${r.status}: ${r.figures}; the SMTP server received ${r.received}) in ${r.seconds.toFixed(1)} s (goal < 60 s)`,
      );
      log(
        `server RSS ${(r.before / 1024).toFixed(0)} MB before, peak growth ${((r.peak - r.before) / 1024).toFixed(1)} MB (goal < 50 MB)`,
      );
      const reads = await readsDuringSend(live, smtp, admin);
      log(
        `second send under reads: GET /api/posts p99 idle ${reads.idle.p99} ms (p50 ${reads.idle.p50}, ${reads.idle.rps} req/s); during the send ${reads.busy.p99} ms (p50 ${reads.busy.p50}, ${reads.busy.rps} req/s, ${reads.sentDuringLoad} messages sent meanwhile); ratio ${(reads.busy.p99 / Math.max(reads.idle.p99, 1)).toFixed(2)} (goal <= 2); the send took ${reads.send.seconds.toFixed(1)} s (${reads.send.status}: ${reads.send.figures})`,
      );
      log(`load average after: ${loadAverage()}`);
    } finally {
      await live.stop();
      await smtp.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(clientDir, { recursive: true, force: true });
  }
}

async function main() {
  log(`Newsletter bench, ${os.cpus().length} cores shared with the load generator and the SMTP server.`);
  await benchEachDatabase('NEWSLETTER', benchOne);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
