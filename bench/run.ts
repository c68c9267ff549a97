// `npm run bench`: the production build on loopback, seeded, under load (docs/benchmarks.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuild } from './build';
import { analyzeBundle } from './bundle';
import { CASE_NAMES, selectCases, benchCases } from './cases';
import { measureFirstTaps } from './first-tap';
import { measureHomeLoad } from './home-load';
import { CONNECTIONS } from './load';
import { BENCH_BUILD_DIR, projectRoot } from './paths';
import { printBundle, printFirstTaps, printLoadTable, writeResults, type BenchResults } from './report';
import { BENCH_SEED, seedDatabase } from './seed';
import { startServer, type BenchServer } from './server';
import { runSuite } from './suite';
import { runRsvpBurst } from './rsvp-burst';
import { runBeaconLoad } from './beacon-load';
import { BENCH_ADMIN, runUploadBench } from './upload';

// High enough that every POST reaches the write path: the 429 path is not what is being measured.
const FORM_RATE_LIMIT = 100_000_000;

function readOptions() {
  const seconds = Number(process.env.BENCH_DURATION ?? 10);
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new Error('BENCH_DURATION must be a whole number of seconds.');
  const caseFilter = process.env.BENCH_CASES || undefined;
  selectCases(benchCases({ slug: '', tag: '' }), caseFilter); // an unknown name fails now, not after the build
  return { seconds, caseFilter, databaseUrl: process.env.DATABASE_URL || undefined };
}

async function main() {
  const options = readOptions();
  const log = (line: string) => console.log(line);
  const database = options.databaseUrl ? 'postgres' : 'pglite';
  const cores = os.cpus().length;
  log(
    `Bench: ${database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in a fresh temporary folder'}, ${cores} cores, Node ${process.version}.`,
  );
  log(`The load generator runs on this machine too and takes a share of the ${cores} cores.`);
  log(
    `${CONNECTIONS} connections, no pipelining, ${options.seconds} s a case after a 1 s warm-up; cases: ${options.caseFilter ?? CASE_NAMES.join(', ')}.`,
  );

  await ensureClientBuild(BENCH_BUILD_DIR, log);
  const bundle = analyzeBundle(BENCH_BUILD_DIR);
  log('Loading the home page in Chromium as a phone, to record what it downloads...');
  const homeLoad = await measureHomeLoad(BENCH_BUILD_DIR);
  printBundle(bundle, homeLoad);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const unloggedDataDir = `${dataDir}-unlogged`;
  let server: BenchServer | undefined;
  let unlogged: BenchServer | undefined;
  const cleanUp = async () => {
    await server?.stop();
    await unlogged?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(unloggedDataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

  try {
    const seed = BENCH_SEED;
    log(
      `Seeding ${seed.posts} posts and ${seed.volunteers + seed.endorsements + seed.contacts} submissions...`,
    );
    await seedDatabase({ databaseUrl: options.databaseUrl, dataDir }, seed);
    log(
      `Starting the production server; RATE_LIMIT_FORMS raised to ${FORM_RATE_LIMIT} so POSTs measure the write path.`,
    );
    const serverEnv = {
      RATE_LIMIT_FORMS: String(FORM_RATE_LIMIT),
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    };
    // The same app without its request log line (LOG_LEVEL=warn), on a copy of the seeded data (one
    // PGlite folder takes one process), so that the log's cost is measured beside it.
    if (options.databaseUrl) fs.mkdirSync(unloggedDataDir);
    else fs.cpSync(dataDir, unloggedDataDir, { recursive: true });
    server = await startServer({
      buildDir: BENCH_BUILD_DIR,
      dataDir,
      databaseUrl: options.databaseUrl,
      env: serverEnv,
    });
    unlogged = await startServer({
      buildDir: BENCH_BUILD_DIR,
      dataDir: unloggedDataDir,
      databaseUrl: options.databaseUrl,
      env: { ...serverEnv, LOG_LEVEL: 'warn' },
    });

    log('Timing the first tap on the menus (cold loads, CPU slowed 4x)...');
    const firstTaps = await measureFirstTaps(server.url);
    printFirstTaps(firstTaps);

    const measured = await runSuite({
      appUrl: server.url,
      unloggedAppUrl: unlogged.url,
      seconds: options.seconds,
      caseFilter: options.caseFilter,
      log,
    });
    const results: BenchResults = {
      generatedAt: new Date().toISOString(),
      machine: { cores, cpu: os.cpus()[0]?.model ?? 'unknown', node: process.version },
      database,
      settings: {
        connections: CONNECTIONS,
        pipelining: 1,
        durationSeconds: options.seconds,
        formRateLimit: FORM_RATE_LIMIT,
      },
      seed: { ...seed },
      ...measured,
      bundle,
      homeLoad,
      firstTaps,
    };
    printLoadTable(results);
    results.rsvpBurst = await runRsvpBurst(server.url, log);
    if (!options.caseFilter || options.caseFilter.split(',').includes('hit'))
      results.beaconLoad = await runBeaconLoad(server.url, options.seconds, log);
    if (process.env.BENCH_UPLOADS !== '0') await runUploadBench(server.url, options.seconds, log);
    log(`\nWrote ${path.relative(projectRoot, writeResults(results))}.`);
  } finally {
    await cleanUp();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
