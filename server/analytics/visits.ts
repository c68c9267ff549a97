import type { Db } from '../db/client';
import type { AppDeps } from '../deps';
import { countsStore } from './counts-store';
import { dayClock } from './day-clock';
import { VisitTally } from './tally';

// One tally per database handle, which is one per running instance (or per test app): the beacon
// fills it, the analytics job, the report and the shutdown flush it.
const tallies = new WeakMap<Db, VisitTally>();

export function visitTally(deps: Pick<AppDeps, 'database' | 'config' | 'log'>): VisitTally {
  const { db } = deps.database;
  let tally = tallies.get(db);
  if (!tally) {
    tally = new VisitTally(countsStore(db), dayClock(deps.config.campaignTimeZone), (err) => deps.log(err));
    tallies.set(db, tally);
  }
  return tally;
}

/** Writes this instance's pending counts (the job's run, a report, the shutdown); none: nothing to do. */
export async function flushVisits(db: Db, now = Date.now()): Promise<void> {
  await tallies.get(db)?.flush(now);
}

/** Forgets this instance's tally: for a database emptied behind the app's back (the tests' reset). */
export function forgetVisits(db: Db): void {
  tallies.delete(db);
}
