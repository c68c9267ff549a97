import type { IncomingMessage } from 'node:http';
import { hitSchema, sourceName } from '../../shared/schemas/attribution';
import type { AppDeps } from '../deps';
import { clientKeyOf } from '../http/client-ip';
import { readSmallBody } from '../http/small-body';
import type { DoorHandler } from '../web/kept-pages';
import type { CountedView } from './tally';
import { visitTally } from './visits';
import { asksNotToBeTracked, countedPathKind, isBotAgent, isCrossSite } from './visit-rules';

// A beacon carries a path and five short strings; anything much larger is nobody's page view.
const HIT_BODY_MAX = 4096;

/** The page view a beacon reports, or undefined when it does not count (CONTRACT section 17). */
function countedView(
  req: IncomingMessage,
  body: string | undefined,
  trustProxy?: number,
): CountedView | undefined {
  const agent = req.headers['user-agent'];
  if (body === undefined || isCrossSite(req.headers) || isBotAgent(agent)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const hit = hitSchema.parse(json);
  const kind = hit && countedPathKind(hit.path);
  if (!hit || !kind) return undefined;
  return {
    path: hit.path,
    data: kind === 'data',
    source: sourceName(hit),
    campaign: hit.utmCampaign,
    viewer: asksNotToBeTracked(req.headers)
      ? undefined
      : { address: clientKeyOf(req, trustProxy), agent: agent! },
    at: Date.now(),
  };
}

/**
 * POST /api/hit, answered at the front door (server/web/kept-pages.ts) with 204 whatever it
 * carries (JSON, or text/plain as navigator.sendBeacon sends it): a beacon's answer is never read,
 * and a different answer for an ignored one would only tell a script what is counted.
 */
export function visitBeacon(deps: AppDeps): DoorHandler {
  const { trustProxy } = deps.config;
  return {
    method: 'POST',
    path: '/api/hit',
    handle(req, res) {
      readSmallBody(req, HIT_BODY_MAX, (body) => {
        try {
          const view = countedView(req, body, trustProxy);
          if (view) visitTally(deps).record(view);
        } catch (err) {
          deps.log(err, req);
        }
        res.statusCode = 204;
        res.end();
      });
    },
  };
}
