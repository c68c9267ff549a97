import { and, eq, isNotNull, or } from 'drizzle-orm';
import { ALERT_KINDS, type AlertKind, type NotifyChoice } from '../../shared/admin-mail';
import { adminUsers, type AdminUser } from '../../shared/schema';
import type { Db } from '../db/client';
import type { Config } from '../config/env';
import { queueRenderedMessage } from './queue';
import { registerMailRenderer } from './renderers';
import { notificationsOf } from '../accounts';
import { getSettings } from '../site';
import { dailyDigest, instantAlert } from './alert-message';
import { summarizeSubmissions } from './alert-submissions';
import { addDays, localDay, zonedInstant } from '../jobs/campaign-clock';
import type { BackgroundJob } from '../jobs/job';

// Staff alerts (CONTRACT section 11). Each admin's row holds how far the alerts have reported: the
// instant watermark (a minute boundary) and the last digest day. Both move in the transaction that
// queues the message, under the admin row's lock, so several instances running this at once never
// report a submission twice nor send two digests for one day.

const MINUTE_MS = 60_000;
// A row's created_at is taken before its transaction commits: a minute is reported only once this
// long has passed after it ends, so a sign-up committing late in that minute is not missed.
const COMMIT_GRACE_MS = 10_000;
// After a pause (every instance down), instant alerts catch up on at most this much.
const INSTANT_CATCH_UP_MS = 60 * MINUTE_MS;
const DIGEST_HOUR = 8;
const DIGEST_CATCH_UP_DAYS = 7;

export const STAFF_ALERT_KIND = 'staff-alert';
export const STAFF_DIGEST_KIND = 'staff-digest';

/**
 * What an alert reports, kept in its outbox row instead of its text: the kinds and the window (and
 * a digest's day). The names are drawn from the sign-ups when the message is sent, so the outbox
 * never holds a supporter's name, and an erasure of the sign-ups reaches the alerts too (issue 34).
 */
interface AlertRef {
  kinds: AlertKind[];
  from: string;
  to: string;
  day?: string;
}

async function queueAlert(tx: Db, kind: string, to: string, ref: AlertRef) {
  await queueRenderedMessage(tx, { kind, to, ref: JSON.stringify(ref) });
}

// A window with nothing left in it (erased, or no longer pending) is skipped, not sent.
registerMailRenderer(STAFF_ALERT_KIND, async ({ db, config }, ref) => {
  const { kinds, from, to } = JSON.parse(ref) as AlertRef;
  const summaries = await summarizeSubmissions(db, kinds, new Date(from), new Date(to));
  return summaries.length > 0 ? instantAlert(summaries, config, await getSettings(db)) : null;
});
registerMailRenderer(STAFF_DIGEST_KIND, async ({ db, config }, ref) => {
  const { kinds, from, to, day } = JSON.parse(ref) as AlertRef;
  const summaries = await summarizeSubmissions(db, kinds, new Date(from), new Date(to));
  return summaries.length > 0 ? dailyDigest(summaries, day!, config, await getSettings(db)) : null;
});

const kindsSetTo = (admin: AdminUser, choice: NotifyChoice): AlertKind[] => {
  const notifications = notificationsOf(admin);
  return ALERT_KINDS.filter((kind) => notifications[kind] === choice);
};

type Locked = (tx: Db, admin: AdminUser & { email: string }) => Promise<void>;

/** Runs `work` with the admin's row locked, if the admin is still enabled and has an address. */
function withLockedAdmin(db: Db, adminId: number, work: Locked): Promise<void> {
  return db.transaction(async (tx) => {
    const [admin] = await tx.select().from(adminUsers).where(eq(adminUsers.id, adminId)).for('update');
    if (!admin || admin.disabled || !admin.email) return;
    await work(tx, { ...admin, email: admin.email });
  });
}

/** Everything since the watermark up to the last whole minute (less the grace), in one message. */
function sendInstant(db: Db, adminId: number, now: Date): Promise<void> {
  const end = new Date(Math.floor((now.getTime() - COMMIT_GRACE_MS) / MINUTE_MS) * MINUTE_MS);
  return withLockedAdmin(db, adminId, async (tx, admin) => {
    const kinds = kindsSetTo(admin, 'instant');
    const through = admin.alertsInstantThrough?.getTime() ?? end.getTime() - MINUTE_MS;
    const start = new Date(Math.max(through, end.getTime() - INSTANT_CATCH_UP_MS));
    if (kinds.length === 0 || start >= end) return;
    const summaries = await summarizeSubmissions(tx, kinds, start, end);
    if (summaries.length > 0)
      await queueAlert(tx, STAFF_ALERT_KIND, admin.email, {
        kinds,
        from: start.toISOString(),
        to: end.toISOString(),
      });
    await tx.update(adminUsers).set({ alertsInstantThrough: end }).where(eq(adminUsers.id, admin.id));
  });
}

/** The digest of the latest 08:00 (campaign time) not yet handled; none when nothing came. */
function sendDaily(db: Db, config: Config, adminId: number, now: Date): Promise<void> {
  const zone = config.campaignTimeZone;
  const today = localDay(now, zone);
  const day = now >= zonedInstant(today, DIGEST_HOUR, zone) ? today : addDays(today, -1);
  return withLockedAdmin(db, adminId, async (tx, admin) => {
    const kinds = kindsSetTo(admin, 'daily');
    if (kinds.length === 0 || (admin.alertsDailyThrough !== null && admin.alertsDailyThrough >= day)) return;
    // From 08:00 the day before to 08:00 today: 24 hours, or 23 or 25 across a daylight-saving
    // change, so that every submission is in exactly one digest. After days without any instance
    // running, the digest reaches back to the last one handled (a week at most).
    const oldest = addDays(day, -DIGEST_CATCH_UP_DAYS);
    const from = admin.alertsDailyThrough ?? addDays(day, -1);
    const start = zonedInstant(from < oldest ? oldest : from, DIGEST_HOUR, zone);
    const end = zonedInstant(day, DIGEST_HOUR, zone);
    const summaries = await summarizeSubmissions(tx, kinds, start, end);
    if (summaries.length > 0)
      await queueAlert(tx, STAFF_DIGEST_KIND, admin.email, {
        kinds,
        from: start.toISOString(),
        to: end.toISOString(),
        day,
      });
    await tx.update(adminUsers).set({ alertsDailyThrough: day }).where(eq(adminUsers.id, admin.id));
  });
}

const asked = (choice: NotifyChoice) =>
  or(
    eq(adminUsers.notifyVolunteers, choice),
    eq(adminUsers.notifyEndorsements, choice),
    eq(adminUsers.notifyTestimonials, choice),
    eq(adminUsers.notifyContacts, choice),
  );

export const staffAlerts: BackgroundJob = {
  name: 'staff-alerts',
  // "Within about a minute": a minute is reported 10 to 30 seconds after it ends.
  everyMs: 20_000,
  async run({ database: { db }, config, signal }, now) {
    const rows = await db
      .select()
      .from(adminUsers)
      .where(
        and(
          isNotNull(adminUsers.email),
          eq(adminUsers.disabled, false),
          or(asked('instant'), asked('daily')),
        ),
      );
    for (const admin of rows) {
      if (signal.aborted) return;
      if (kindsSetTo(admin, 'instant').length > 0) await sendInstant(db, admin.id, now);
      if (kindsSetTo(admin, 'daily').length > 0) await sendDaily(db, config, admin.id, now);
    }
  },
};
