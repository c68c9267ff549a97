import { Router } from 'express';
import { eventListQuerySchema, rsvpCancelSchema, rsvpSchema } from '../../shared/schemas/events';
import { sendJsonAnswer, jsonAnswer } from '../cache/json-answer';
import { pageAnswers } from '../cache/page-answers';
import { createPublicCache } from '../cache/public-reads';
import { inTurn } from '../db/in-turn';
import type { AppDeps } from '../deps';
import { eventMessages } from '../events/event-messages';
import { jsonBody } from '../http/body';
import { honeypot } from '../http/honeypot';
import { createFormLimiter } from '../http/rate-limits';
import { parse } from '../http/validate';
import { cancelRsvpByToken, eventNotFound, rsvpToEvent, viewRsvpLink } from '../services/event-rsvps';
import { findPublicEvent, listPublicEvents } from '../services/events-public';

/**
 * /api/events (CONTRACT section 14); none of its answers carries the meeting link. Reads are kept
 * in a cache of their own, which every event change clears (publicDataChanged) and every RSVP on
 * this instance clears too (with the kept /events and event pages, whose HTML holds these answers), so seats left are exact here and at most PUBLIC_CACHE_TTL_MS old on
 * other instances, without an RSVP emptying the cache of every other public page.
 */
export function publicEventsRouter(deps: AppDeps): Router {
  const { database, config } = deps;
  const { db, raw } = database;
  const notify = eventMessages();
  const cache = createPublicCache(db, config.publicCacheTtlMs, 200);
  // /events and the event pages carry these answers in their HTML (server/web/answers-block.ts).
  const seatsChanged = () => {
    cache.clear();
    pageAnswers(deps).forget((path) => path === '/events' || path.startsWith('/events/'));
  };
  const cached = (key: string, load: () => Promise<unknown>) =>
    cache.get(key, async () => {
      const value = await load();
      return value === undefined ? null : jsonAnswer(value);
    });
  const router = Router();
  const limit = createFormLimiter(raw, 'rsvps', config.formRateLimit);
  const linkLimit = createFormLimiter(raw, 'rsvp-links', config.formRateLimit);
  // An event's RSVPs take its row lock one after another anyway: they wait for it here, without a
  // connection each (server/db/in-turn.ts).
  const rsvpsOfEvent = inTurn();

  router.get('/events', async (req, res) => {
    const query = parse(eventListQuerySchema, req.query);
    const answer = await cached(`list/${query.when}/${query.limit}/${query.offset}`, () =>
      listPublicEvents(db, query),
    );
    sendJsonAnswer(req, res, answer!);
  });

  router.get('/events/:slug', async (req, res) => {
    const slug = req.params.slug;
    const answer = await cached(`event/${slug}`, () => findPublicEvent(db, slug));
    if (!answer) throw eventNotFound();
    sendJsonAnswer(req, res, answer);
  });

  // The cancel link's token travels in a body, never in an API path that a log could keep.
  router.post('/events/rsvp/view', linkLimit, jsonBody, async (req, res) => {
    res.json(await viewRsvpLink(db, parse(rsvpCancelSchema, req.body).token));
  });

  router.post('/events/rsvp/cancel', linkLimit, jsonBody, async (req, res) => {
    const outcome = await cancelRsvpByToken(db, parse(rsvpCancelSchema, req.body).token, notify);
    seatsChanged();
    res.json(outcome);
  });

  router.post('/events/:slug/rsvps', limit, jsonBody, honeypot, async (req, res) => {
    const input = parse(rsvpSchema, req.body);
    const slug = String(req.params.slug);
    const outcome = await rsvpsOfEvent(slug, () => rsvpToEvent(db, slug, input, { notify }));
    seatsChanged();
    res.status(outcome.created ? 201 : 200).json({ status: outcome.status });
  });

  return router;
}
