import { Router } from 'express';
import {
  eventListQuerySchema,
  rsvpCancelSchema,
  rsvpChangeSchema,
  rsvpSchema,
} from '../../shared/schemas/events';
import { sendJsonAnswer } from '../cache/json-answer';
import { pageAnswers } from '../site';
import { inTurn } from '../db/in-turn';
import type { AppDeps } from '../deps';
import { eventMessages } from './messages';
import { jsonBody } from '../http/body';
import { honeypot } from '../http/honeypot';
import { createFormLimiter } from '../http/rate-limits';
import { parse } from '../http/validate';
import { cancelRsvpByToken, eventNotFound, rsvpToEvent, viewRsvpLink } from './rsvps';
import { eventReads } from './public-reads';
import { changeRsvpByToken, rejoinRsvpByToken } from './rsvp-changes';

/**
 * /api/events (CONTRACT section 14); none of its answers carries the meeting link. Reads come from
 * their own cache (public-reads.ts), which an RSVP here clears with the kept /events and event
 * pages, whose HTML holds these answers.
 */
export function publicEventsRouter(deps: AppDeps): Router {
  const { database, config } = deps;
  const { db, raw } = database;
  const notify = eventMessages();
  const reads = eventReads(deps);
  // /events and the event pages carry these answers in their HTML (server/site/answers-block.ts).
  const seatsChanged = () => {
    reads.clear();
    pageAnswers(deps).forget((path) => path === '/events' || path.startsWith('/events/'));
  };
  const router = Router();
  const limit = createFormLimiter(raw, 'rsvps', config.formRateLimit);
  const linkLimit = createFormLimiter(raw, 'rsvp-links', config.formRateLimit);
  // An event's RSVPs take its row lock one after another anyway: they wait for it here, without a
  // connection each (server/db/in-turn.ts).
  const rsvpsOfEvent = inTurn();

  router.get('/events', async (req, res) => {
    sendJsonAnswer(req, res, await reads.list(parse(eventListQuerySchema, req.query)));
  });

  router.get('/events/:slug', async (req, res) => {
    const answer = await reads.event(req.params.slug);
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

  // Names, phone and guests change only through the RSVP's own link (CONTRACT section 14).
  router.patch('/events/rsvp', linkLimit, jsonBody, async (req, res) => {
    const outcome = await changeRsvpByToken(db, parse(rsvpChangeSchema, req.body), notify);
    seatsChanged();
    res.json(outcome);
  });

  router.post('/events/rsvp/rejoin', linkLimit, jsonBody, async (req, res) => {
    const outcome = await rejoinRsvpByToken(db, parse(rsvpCancelSchema, req.body).token, notify);
    seatsChanged();
    res.json(outcome);
  });

  router.post('/events/:slug/rsvps', limit, jsonBody, honeypot, async (req, res) => {
    const input = parse(rsvpSchema, req.body);
    const slug = String(req.params.slug);
    const outcome = await rsvpsOfEvent(slug, () => rsvpToEvent(db, slug, input, { notify }));
    seatsChanged();
    // 201 for a known address too: the answer is a newcomer's, and tells nobody who is coming.
    res.status(201).json({ status: outcome.status });
  });

  return router;
}
