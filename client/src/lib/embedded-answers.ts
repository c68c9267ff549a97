import { ANSWERS_ELEMENT_ID, eventRangeKey, type EmbeddedAnswers } from '@shared/embedded-answers';

// The API answers the first page's HTML carries (server/site/answers-block.ts), read once, on the
// first ask: a query built from one starts with its data, so the page renders once, complete.

let block: EmbeddedAnswers | undefined;
function readBlock(): EmbeddedAnswers {
  if (block) return block;
  const text = document.getElementById(ANSWERS_ELEMENT_ID)?.textContent;
  try {
    block = text ? (JSON.parse(text) as EmbeddedAnswers) : { answers: {} };
  } catch {
    block = { answers: {} };
  }
  return block;
}

/**
 * The embedded answer of `url`, given once: a query built again later (after its cache entry was
 * dropped, or an RSVP invalidated it) fetches the current answer instead of the page's first one.
 */
export function takeEmbeddedAnswer<T>(url: string): T | undefined {
  const { answers } = readBlock();
  const answer = answers[url] as T | undefined;
  delete answers[url];
  return answer;
}

/** An event's range in its own zone as the server wrote it, if the page carries it. */
export function embeddedEventRange(startsAt: string, endsAt: string, timeZone: string): string | undefined {
  return readBlock().eventRanges?.[eventRangeKey(startsAt, endsAt, timeZone)];
}
