import { Router, type RequestHandler } from 'express';
import { eventListQuerySchema, rsvpCancelSchema, rsvpSchema } from '../../shared/schemas/events';
import type { AppDeps } from '../deps';
import { eventMessages } from '../events/event-messages';
import { jsonBody } from '../http/body';
import { HttpError } from '../http/errors';
import { createFormLimiter } from '../http/rate-limits';
import { parse } from '../http/validate';
import { cancelRsvpByToken, eventNotFound, rsvpToEvent, viewRsvpLink } from '../services/event-rsvps';
import { findPublicEvent, listPublicEvents } from '../services/events-public';

/** A filled honeypot is a bot: refused before anything else is looked at (as the other forms). */
const honeypot: RequestHandler = (req, _res, next) => {
  const website = (req.body as { website?: unknown }).website;
  if (website !== undefined && website !== null && website !== '') {
    next(new HttpError(400, 'Invalid submission', [{ path: 'website', message: 'Invalid submission' }]));
    return;
  }
  next();
};

/**
 * /api/events (CONTRACT section 14). Seats change with every RSVP, so these reads go to the
 * database rather than the cache of public reads; none of them carries the meeting link.
 */
export function publicEventsRouter(deps: AppDeps): Router {
  const { database, config } = deps;
  const notify = eventMessages();
  const { db, raw } = database;
  const router = Router();
  const limit = createFormLimiter(raw, 'rsvps', config.formRateLimit);
  const linkLimit = createFormLimiter(raw, 'rsvp-links', config.formRateLimit);

  router.get('/events', async (req, res) => {
    res.json(await listPublicEvents(db, parse(eventListQuerySchema, req.query)));
  });

  router.get('/events/:slug', async (req, res) => {
    const event = await findPublicEvent(db, req.params.slug);
    if (!event) throw eventNotFound();
    res.json(event);
  });

  // The cancel link's token travels in a body, never in an API path that a log could keep.
  router.post('/events/rsvp/view', linkLimit, jsonBody, async (req, res) => {
    res.json(await viewRsvpLink(db, parse(rsvpCancelSchema, req.body).token));
  });

  router.post('/events/rsvp/cancel', linkLimit, jsonBody, async (req, res) => {
    res.json(await cancelRsvpByToken(db, parse(rsvpCancelSchema, req.body).token, notify));
  });

  router.post('/events/:slug/rsvps', limit, jsonBody, honeypot, async (req, res) => {
    const input = parse(rsvpSchema, req.body);
    const outcome = await rsvpToEvent(db, String(req.params.slug), input, { notify });
    res.status(outcome.created ? 201 : 200).json({ status: outcome.status });
  });

  return router;
}
