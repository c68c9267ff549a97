// API answers a page's first HTML carries beside the site-data block (server/site/answers-block.ts):
// the page renders with its data at once, with no request and no second render when it arrives.

/** The id of the `<script type="application/json">` block holding a page's EmbeddedAnswers. */
export const ANSWERS_ELEMENT_ID = 'api-answers';

export interface EmbeddedAnswers {
  /** GET answers by their exact URL (shared/public-api-urls.ts), as the API would give them. */
  answers: Record<string, unknown>;
  /**
   * Event times already written in the event's own zone (eventRangeKey -> formatEventRange's
   * text): a browser's first use of a zone loads that zone's rules, a long task of its own.
   */
  eventRanges?: Record<string, string>;
}

/** The key of one event's range in `eventRanges`. */
export const eventRangeKey = (startsAt: string, endsAt: string, timeZone: string) =>
  `${startsAt} ${endsAt} ${timeZone}`;
