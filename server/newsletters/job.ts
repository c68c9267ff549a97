import type { BackgroundJob } from '../jobs/job';
import './renderer';
import {
  collectOutcomes,
  feedBatch,
  FEED_BATCH,
  finishIfDone,
  OUTBOX_WINDOW,
  queuedCount,
  startDueSends,
  unsettledSends,
} from './delivery';

/**
 * Newsletters (CONTRACT section 12): starts scheduled sends whose post has gone live, keeps each
 * running send's share of the outbox topped up, copies back what the sender did, and finishes sends
 * with nobody left. Every step is safe on several instances at once (newsletter-delivery.ts).
 */
export const newsletterJob: BackgroundJob = {
  name: 'newsletters',
  everyMs: 500,
  async run({ database, config, signal }, now) {
    const { db } = database;
    await startDueSends(db, now, { siteUrl: config.siteUrl, timeZone: config.campaignTimeZone });
    for (const sendId of await unsettledSends(db)) {
      await collectOutcomes(db, sendId);
      let room = OUTBOX_WINDOW - (await queuedCount(db, sendId));
      while (room >= FEED_BATCH / 2 && !signal.aborted) {
        const fed = await feedBatch(db, sendId, Math.min(FEED_BATCH, room));
        if (fed === 0) break;
        room -= fed;
      }
      await finishIfDone(db, sendId);
    }
  },
};
