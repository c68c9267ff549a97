import { performance } from 'node:perf_hooks';
import bcrypt from 'bcrypt';

// A browser test's time limit from the work it makes the server do, on this machine as it is now.
// Each sign-in, password confirmation or new admin costs the server a cost-12 bcrypt run (205 ms on
// a quiet machine here, seconds on a busy one), and everything else slows down alike: so the limit
// is measured, not guessed, and a busy core beside the run stretches it instead of failing it.

const QUIET_BCRYPT_MS = 205;
// Beyond this, a limit would hide a hang rather than wait for a slow machine.
const MOST_SLOWDOWN = 6;

let measured: number | undefined;

/** One cost-12 bcrypt hash here, now (once per process: the runner and each worker). */
export function bcryptMs(): number {
  if (measured === undefined) {
    const started = performance.now();
    bcrypt.hashSync('calibration', 12);
    measured = performance.now() - started;
  }
  return measured;
}

/** How much slower than a quiet machine this one is now: 1 when quiet. */
export const slowdown = () => Math.min(MOST_SLOWDOWN, Math.max(1, bcryptMs() / QUIET_BCRYPT_MS));

/**
 * The limit for a test doing `bcryptRuns` password hashes or checks: its quiet-machine limit
 * (`baseMs`, the usual 30 s unless it does more) scaled by how much slower than quiet this machine
 * is, plus each bcrypt run three times over (several workers' runs queue behind each other on the
 * server). Pass it to test.setTimeout.
 */
export async function timeFor({ bcryptRuns, baseMs = 30_000 }: { bcryptRuns: number; baseMs?: number }) {
  return Math.round(baseMs * slowdown() + bcryptRuns * bcryptMs() * 3);
}
