import type { Viewer } from './visitor-hash';

// What the tally gathers and hands to its store (tally.ts, counts-store.ts).

export interface CountedView {
  path: string;
  /** A post's or event's path, whose liveness is checked when written. */
  data: boolean;
  source: string;
  campaign?: string;
  /** Undefined when the browser asked not to be tracked: the view counts, the visitor does not. */
  viewer?: Viewer;
  at: number;
}

/** A page's counts of one day: its views, and the visitor marks its views brought. */
export interface PathCounts {
  views: number;
  /** `kind \t key \t hash`: one per visitor and thing counted (site, page, source, campaign). */
  marks: Set<string>;
}

/** Pending counts by day, then path. */
export type Batch = Map<string, Map<string, PathCounts>>;

export interface TallyStore {
  /** The day's secret, made by the first instance that asks (every instance then agrees). */
  secretFor(day: string): Promise<string>;
  /** Writes a batch; visitor marks of days before `firstOpenDay` are not written. Answers the marks written. */
  write(batch: Batch, firstOpenDay: string): Promise<Map<string, Set<string>>>;
}

/** Adds `batch`'s counts to `into` (a failed write's counts joining those gathered meanwhile). */
export function mergeBatch(into: Batch, batch: Batch): void {
  for (const [day, paths] of batch) {
    let pending = into.get(day);
    if (!pending) into.set(day, (pending = new Map()));
    for (const [path, counts] of paths) {
      const kept = pending.get(path);
      if (!kept) {
        pending.set(path, counts);
        continue;
      }
      kept.views += counts.views;
      for (const mark of counts.marks) kept.marks.add(mark);
    }
  }
}
