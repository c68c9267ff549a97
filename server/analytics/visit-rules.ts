import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import { publicRoutes } from '../../shared/content/pages';
import { EVENT_PATH, POST_PATH } from '../web/route-paths';

// Which page views count (CONTRACT section 17): a public page, a live post or a published event, seen
// by a browser; never the admin area, a secret link's page (confirm, unsubscribe, RSVP, preview),
// a made-up path or a bot.

const FIXED_PATHS = new Set(publicRoutes.map((route) => route.path));

/**
 * `fixed` for a public route, `data` for a post's or event's path (whether it names one live is
 * checked against the database when the counts are written), undefined for anything else.
 */
export function countedPathKind(path: string): 'fixed' | 'data' | undefined {
  if (FIXED_PATHS.has(path)) return 'fixed';
  if (POST_PATH.test(path) || EVENT_PATH.test(path)) return 'data';
  return undefined;
}

// A user agent is tested once: isbot's pattern is long, and a site's visitors share a few hundred
// agents. The map is emptied when full, so a flood of made-up agents cannot grow it.
const AGENTS_KEPT = 1000;
const botAgents = new Map<string, boolean>();

/** A crawler by isbot's kept list (a missing agent counts as one: every browser sends it). */
export function isBotAgent(agent: string | undefined): boolean {
  if (!agent) return true;
  let bot = botAgents.get(agent);
  if (bot === undefined) {
    bot = isbot(agent);
    if (botAgents.size >= AGENTS_KEPT) botAgents.clear();
    botAgents.set(agent, bot);
  }
  return bot;
}

/** Global Privacy Control or Do Not Track: the view is counted, the visitor is not. */
export function asksNotToBeTracked(headers: IncomingHttpHeaders): boolean {
  return headers['sec-gpc'] === '1' || headers.dnt === '1';
}

/**
 * A beacon another site's page sent (browsers say so in Sec-Fetch-Site): the site's own pages send
 * theirs same-origin, so a cross-site one only inflates figures.
 */
export function isCrossSite(headers: IncomingHttpHeaders): boolean {
  return headers['sec-fetch-site'] === 'cross-site';
}
