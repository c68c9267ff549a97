import bcrypt from 'bcrypt';

// The server hashes at bcrypt cost 12 (a quarter of a second of CPU a hash and a comparison). A
// fixture hash at cost 4 still goes through the real bcrypt.compare, which reads the cost from the
// hash itself, so each sign-in in a test takes milliseconds. Computed once per password.
const FIXTURE_COST = 4;
const fixtureHashes = new Map<string, string>();

/** A cost-4 bcrypt hash of `password`, for accounts that tests write directly. */
export function fixtureHash(password: string): string {
  let hash = fixtureHashes.get(password);
  if (!hash) {
    hash = bcrypt.hashSync(password, FIXTURE_COST);
    fixtureHashes.set(password, hash);
  }
  return hash;
}
