import { performance } from 'node:perf_hooks';
import bcrypt from 'bcrypt';

// A browser test's time limit from the work it makes the server do, on this machine as it is now.
// Each sign-in, password confirmation or new admin costs the server a cost-12 bcrypt run (205 ms on
// a quiet machine here, seconds on a busy one), and everything else slows down alike: so the limit
// is measured, not guessed, and a busy core beside the run stretches it instead of failing it.

const QUIET_BCRYPT_MS = 205;

let measured: Promise<number> | undefined;

/** One cost-12 bcrypt hash here, now (once per worker): the unit the server's heavy work costs. */
function bcryptMs(): Promise<number> {
  measured ??= (async () => {
    const started = performance.now();
    await bcrypt.hash('calibration', 12);
    return performance.now() - started;
  })();
  return measured;
}

/**
 * The limit for a test doing `bcryptRuns` password hashes or checks: its quiet-machine limit
 * (`baseMs`, the usual 30 s unless it does more) scaled by how much slower than quiet this machine
 * is, plus each bcrypt run three times over (two workers' runs queue behind each other on the
 * server). Pass it to test.setTimeout.
 */
export async function timeFor({ bcryptRuns, baseMs = 30_000 }: { bcryptRuns: number; baseMs?: number }) {
  const unit = await bcryptMs();
  const slowdown = Math.max(1, unit / QUIET_BCRYPT_MS);
  return Math.round(baseMs * slowdown + bcryptRuns * unit * 3);
}
