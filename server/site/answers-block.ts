import type { PublicEventSummary } from '../../shared/event-types';
import { formatEventRange } from '../../shared/event-time';
import { ANSWERS_ELEMENT_ID, eventRangeKey, type EmbeddedAnswers } from '../../shared/embedded-answers';
import { eventsUrl, eventUrl } from '../../shared/public-api-urls';
import { eventListQuerySchema } from '../../shared/schemas/events';
import type { Db } from '../db/client';
import { findPublicEvent, listPublicEvents } from '../events';
import { EVENT_PATH } from '../web/route-paths';

// Event answers (CONTRACT section 14) come from the same public views as GET /api/events, which
// never hold the meeting link (server/events/views.ts).

async function eventLists(db: Db): Promise<Record<string, PublicEventSummary[]>> {
  const whens = ['upcoming', 'past'] as const;
  const lists = await Promise.all(
    whens.map((when) => listPublicEvents(db, eventListQuerySchema.parse({ when }))),
  );
  return Object.fromEntries(whens.map((when, i) => [eventsUrl(when), lists[i]]));
}

/**
 * The answers a page asks for as it first renders, when the server can give them: /events' two
 * lists and an event page's event. Undefined for every other page (and any page that is no 200).
 */
export async function answersFor(db: Db, path: string, status: number): Promise<EmbeddedAnswers | undefined> {
  if (status !== 200) return undefined;
  let answers: Record<string, unknown>;
  let events: PublicEventSummary[];
  const slugMatch = EVENT_PATH.exec(path);
  if (path === '/events') {
    const lists = await eventLists(db);
    answers = lists;
    events = Object.values(lists).flat();
  } else if (slugMatch) {
    // A 200 event page's path decoded once already (page-head.ts), so this cannot throw.
    const slug = decodeURIComponent(slugMatch[1]);
    const event = await findPublicEvent(db, slug);
    if (!event) return undefined;
    answers = { [eventUrl(slug)]: event };
    events = [event];
  } else return undefined;
  const eventRanges = Object.fromEntries(
    events.map((e) => [
      eventRangeKey(e.startsAt, e.endsAt, e.timeZone),
      formatEventRange(new Date(e.startsAt), new Date(e.endsAt), e.timeZone),
    ]),
  );
  return { answers, eventRanges };
}

/** After the head's other blocks; `<` escaped as in the site-data block, so no text ends it early. */
export function injectAnswers(html: string, block: EmbeddedAnswers | undefined): string {
  if (!block) return html;
  const json = JSON.stringify(block).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${ANSWERS_ELEMENT_ID}">${json}</script>`;
  return html.replace(/<\/head>/i, () => `  ${script}\n  </head>`);
}
