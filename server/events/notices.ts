import type { EventRow, EventRsvpRow } from '../../shared/schema';
import type { Db } from '../db/client';

/**
 * A message an event change owes a person (CONTRACT section 14). Services collect them inside the
 * transaction of the change and hand them to a NoticeSink in that same transaction, so a refused or
 * rolled-back change queues none (section 11's outbox rule).
 */
export type NoticeKind =
  | 'registered'
  | 'waitlisted'
  | 'promoted'
  | 'changed'
  | 'cancelled'
  | 'reminder'
  // The same address RSVPed again: its holder is sent the RSVP's link, nothing changes.
  | 'link'
  // The person's own RSVP was cancelled, by its link or by staff: confirmed to them.
  | 'withdrawn';

export interface EventNotice {
  kind: NoticeKind;
  event: EventRow;
  rsvp: EventRsvpRow;
}

export type NoticeSink = (tx: Db, notices: EventNotice[]) => Promise<void>;
