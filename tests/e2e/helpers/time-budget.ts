import { bcryptMs, slowdown } from '../../helpers/machine-speed';

// A browser test's time limit from the work it makes the server do, on this machine as it is now.
// Each sign-in, password confirmation or new admin costs the server a cost-12 bcrypt run, and
// everything else slows down alike: so the limit is measured, not guessed, and a busy core beside
// the run stretches it instead of failing it.

/**
 * The limit for a test doing `bcryptRuns` password hashes or checks: its quiet-machine limit
 * (`baseMs`, the usual 30 s unless it does more) scaled by how much slower than quiet this machine
 * is, plus each bcrypt run three times over (several workers' runs queue behind each other on the
 * server). Pass it to test.setTimeout.
 */
export async function timeFor({ bcryptRuns, baseMs = 30_000 }: { bcryptRuns: number; baseMs?: number }) {
  return Math.round(baseMs * slowdown() + bcryptRuns * bcryptMs() * 3);
}
