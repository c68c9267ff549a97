import { performance } from 'node:perf_hooks';
import bcrypt from 'bcrypt';

// How much slower than a quiet machine this one is now, for the test runners' time limits: one
// cost-12 bcrypt hash (205 ms on a quiet machine here, seconds on a busy one), the unit of the
// heaviest work the server does for a test. Measured once per process.

const QUIET_BCRYPT_MS = 205;
// Beyond this, a limit would hide a hang rather than wait for a slow machine.
const MOST_SLOWDOWN = 6;

let measured: number | undefined;

/** One cost-12 bcrypt hash here, now (once per process). */
export function bcryptMs(): number {
  if (measured === undefined) {
    const started = performance.now();
    bcrypt.hashSync('calibration', 12);
    measured = performance.now() - started;
  }
  return measured;
}

/** 1 on a quiet machine; the factor a busy one stretches work by, up to 6. */
export const slowdown = () => Math.min(MOST_SLOWDOWN, Math.max(1, bcryptMs() / QUIET_BCRYPT_MS));

/** A quiet machine's time limit, stretched to this machine as it is now. */
export const scaled = (quietMs: number) => Math.round(quietMs * slowdown());
