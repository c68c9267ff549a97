import type { BackgroundJob } from '../jobs/job';
import { dayClock } from './day-clock';
import { forgetEndedDays } from './counts-store';
import { DAY_END_GRACE_MS } from './tally';
import { flushVisits } from './visits';

/**
 * How often an instance writes its visit counts: a SIGKILL loses at most this much (CONTRACT
 * section 17 allows 10 s), and a busy site costs the database a few statements per flush.
 */
export const FLUSH_EVERY_MS = 5000;

/**
 * Every few seconds on every instance: write the counts gathered since the last run, then delete the
 * secrets and visitor hashes of days that have ended (any instance may; each deletes the same).
 */
export const analyticsJob: BackgroundJob = {
  name: 'analytics',
  everyMs: FLUSH_EVERY_MS,
  async run({ database, config }, now) {
    await flushVisits(database.db, now.getTime());
    const firstOpenDay = dayClock(config.campaignTimeZone).dayOf(now.getTime() - DAY_END_GRACE_MS);
    await forgetEndedDays(database.db, firstOpenDay);
  },
};
