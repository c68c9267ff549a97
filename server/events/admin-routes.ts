import { Router } from 'express';
import type { AdminEvent } from '../../shared/event-types';
import { eventInputSchema, rsvpListQuerySchema, rsvpPatchSchema } from '../../shared/schemas/events';
import { currentAdmin } from '../accounts';
import type { AppDeps } from '../deps';
import { eventMessages } from './messages';
import { HttpError } from '../http/errors';
import { parse } from '../http/validate';
import { listRsvps, updateRsvp } from './rsvps-admin';
import { eventNotFound } from './rsvps';
import { createEvent, deleteEvent, findAdminEvent, listAdminEvents, updateEvent } from './editing';
import { sendPage } from '../http/list-answer';

/** An event as the editor's body has it, so a PATCH may send only what changed. */
const asInput = (e: AdminEvent) => ({
  title: e.title,
  summary: e.summary,
  description: e.description,
  startsAt: e.startsAt,
  endsAt: e.endsAt,
  timeZone: e.timeZone,
  location: e.location,
  onlineUrl: e.onlineUrl,
  capacity: e.capacity,
  featuredImage: e.featuredImage,
  status: e.status,
});

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** /api/admin/events (CONTRACT section 14): events, their RSVPs, check-in and the waitlist. */
export function eventsRouter(deps: AppDeps): Router {
  const { db } = deps.database;
  const zone = deps.config.campaignTimeZone;
  const notify = eventMessages();
  const router = Router();

  router.get('/events', async (req, res) => {
    const when = req.query.when;
    if (when !== undefined && when !== 'upcoming' && when !== 'past')
      throw new HttpError(400, 'when must be upcoming or past', [
        { path: 'when', message: 'when must be upcoming or past' },
      ]);
    res.json(await listAdminEvents(db, when));
  });

  router.post('/events', async (req, res) => {
    const input = parse(eventInputSchema, req.body);
    res.status(201).json(await createEvent(db, input, input.timeZone ?? zone, currentAdmin(req).username));
  });

  router.get('/events/:slug', async (req, res) => {
    const event = await findAdminEvent(db, req.params.slug);
    if (!event) throw eventNotFound();
    res.json(event);
  });

  router.patch('/events/:slug', async (req, res) => {
    const current = await findAdminEvent(db, req.params.slug);
    if (!current) throw eventNotFound();
    if (!isObject(req.body)) throw new HttpError(400, 'Body must be an object');
    const input = parse(eventInputSchema, { ...asInput(current), ...req.body });
    const saved = await updateEvent(
      db,
      current.slug,
      input,
      input.timeZone ?? zone,
      currentAdmin(req).username,
      notify,
    );
    if (!saved) throw eventNotFound();
    res.json(saved);
  });

  router.delete('/events/:slug', async (req, res) => {
    if (!(await deleteEvent(db, req.params.slug, currentAdmin(req).username))) throw eventNotFound();
    res.status(204).end();
  });

  router.get('/events/:slug/rsvps', async (req, res) => {
    const query = parse(rsvpListQuerySchema, req.query);
    const event = await findAdminEvent(db, req.params.slug);
    if (!event) throw eventNotFound();
    sendPage(res, await listRsvps(db, event.id, query));
  });

  router.patch('/events/:slug/rsvps/:id', async (req, res) => {
    const patch = parse(rsvpPatchSchema, req.body);
    const rsvp = /^[0-9a-f-]{36}$/.test(req.params.id)
      ? await updateRsvp(db, req.params.slug, req.params.id, patch, currentAdmin(req).username, notify)
      : undefined;
    if (!rsvp) throw new HttpError(404, 'RSVP not found');
    res.json(rsvp);
  });

  return router;
}
