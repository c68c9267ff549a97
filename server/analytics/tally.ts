import { addDays } from '../jobs/campaign-clock';
import type { DayClock } from './day-clock';
import { visitorHash } from './visitor-hash';
import { mergeBatch, type Batch, type CountedView, type TallyStore } from './tally-batch';

export type { Batch, CountedView, PathCounts, TallyStore } from './tally-batch';

// The page views an instance has counted and not yet written (CONTRACT section 17): gathered in
// memory, so a hit costs no database round trip, and written in batches (every few seconds by the
// analytics job, on SIGTERM, and before a report is read), so the database sees a few statements a
// flush whatever the traffic.

// Bounds on what a flood can make an instance hold between two flushes.
const MAX_WAITING = 10_000;
const MAX_MARKS = 200_000;
const MAX_DATA_PATHS = 2_000;
const MAX_SEEN_PER_DAY = 200_000;
/**
 * How long after its end a day's visitor marks are still written: the last seconds' hits of a day
 * reach the database in the next flush, a few seconds into the new day.
 */
export const DAY_END_GRACE_MS = 30_000;

export const markOf = (kind: string, key: string, hash: string) => `${kind}\t${key}\t${hash}`;

export class VisitTally {
  private days: Batch = new Map();
  private marks = 0;
  private dataPaths = 0;
  private waiting: CountedView[] = [];
  private readonly secrets = new Map<string, string>();
  private readonly loadingSecrets = new Map<string, Promise<void>>();
  /** Marks this instance already wrote, per day: a returning visitor costs no database row. */
  private readonly seen = new Map<string, Set<string>>();
  private flushing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: TallyStore,
    private readonly clock: DayClock,
    private readonly onError: (err: unknown) => void,
  ) {}

  record(view: CountedView): void {
    const day = this.clock.dayOf(view.at);
    if (view.viewer && !this.secrets.has(day)) {
      // The day's secret is not here yet (a start, a new day): the view waits for it, briefly.
      if (this.waiting.length < MAX_WAITING) {
        this.waiting.push(view);
        if (!this.loadingSecrets.has(day)) this.loadSecret(day).then(() => this.drainWaiting(), this.onError);
        return;
      }
      view = { ...view, viewer: undefined };
    }
    this.add(day, view);
  }

  /** Writes every pending count; flushes run one at a time, each taking what the last left. */
  flush(now = Date.now()): Promise<void> {
    const run = this.flushing.then(() => this.flushOnce(now));
    this.flushing = run.catch(() => undefined);
    return run;
  }

  /** Views not yet written, for a test or a check. */
  get pendingViews(): number {
    let n = 0;
    for (const paths of this.days.values()) for (const counts of paths.values()) n += counts.views;
    return n + this.waiting.length;
  }

  private add(day: string, view: CountedView): void {
    let paths = this.days.get(day);
    if (!paths) this.days.set(day, (paths = new Map()));
    let counts = paths.get(view.path);
    if (!counts) {
      // Made-up post slugs are only found out when written: a bounded number wait for that.
      if (view.data && this.dataPaths >= MAX_DATA_PATHS) return;
      if (view.data) this.dataPaths += 1;
      paths.set(view.path, (counts = { views: 0, marks: new Set() }));
    }
    counts.views += 1;
    if (!view.viewer) return;
    const hash = visitorHash(this.secrets.get(day)!, view.viewer);
    const seen = this.seen.get(day);
    const marks = [
      markOf('site', '', hash),
      markOf('page', view.path, hash),
      markOf('source', view.source, hash),
    ];
    if (view.campaign) marks.push(markOf('campaign', view.campaign, hash));
    for (const mark of marks) {
      if (this.marks >= MAX_MARKS || seen?.has(mark) || counts.marks.has(mark)) continue;
      counts.marks.add(mark);
      this.marks += 1;
    }
  }

  /** One query per day's secret, however many views wait for it. */
  private loadSecret(day: string): Promise<void> {
    if (this.secrets.has(day)) return Promise.resolve();
    let loading = this.loadingSecrets.get(day);
    if (!loading) {
      loading = this.store
        .secretFor(day)
        .then((secret) => void this.secrets.set(day, secret))
        .finally(() => this.loadingSecrets.delete(day));
      this.loadingSecrets.set(day, loading);
    }
    return loading;
  }

  private drainWaiting(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const view of waiting) {
      const day = this.clock.dayOf(view.at);
      if (this.secrets.has(day)) this.add(day, view);
      else this.waiting.push(view);
    }
  }

  private async flushOnce(now: number): Promise<void> {
    const today = this.clock.dayOf(now);
    // Days before this one have ended: no secret is made for them, and their visitors are not written.
    const firstOpenDay = this.clock.dayOf(now - DAY_END_GRACE_MS);
    const waitingDays = this.waiting.map((v) => this.clock.dayOf(v.at)).filter((d) => d >= firstOpenDay);
    // Tomorrow's too, so that the first hits after midnight need not wait for it.
    for (const day of new Set([today, addDays(today, 1), ...waitingDays])) await this.loadSecret(day);
    const waiting = this.waiting;
    this.waiting = [];
    for (const view of waiting) {
      const day = this.clock.dayOf(view.at);
      this.add(day, this.secrets.has(day) ? view : { ...view, viewer: undefined });
    }
    const batch = this.days;
    this.days = new Map();
    this.marks = 0;
    this.dataPaths = 0;
    if (batch.size > 0) {
      try {
        this.remember(await this.store.write(batch, firstOpenDay));
      } catch (err) {
        // A failed write loses nothing: its counts join those gathered meanwhile, for the next flush.
        mergeBatch(this.days, batch);
        throw err;
      }
    }
    for (const day of [...this.secrets.keys()]) if (day < firstOpenDay) this.secrets.delete(day);
    for (const day of [...this.seen.keys()]) if (day < firstOpenDay) this.seen.delete(day);
  }

  private remember(written: Map<string, Set<string>>): void {
    for (const [day, marks] of written) {
      let seen = this.seen.get(day);
      if (!seen) this.seen.set(day, (seen = new Set()));
      for (const mark of marks) if (seen.size < MAX_SEEN_PER_DAY) seen.add(mark);
    }
  }
}
