import { Router } from 'express';
import { plainListSchema, volunteerListSchema } from '../../shared/schemas/admin-lists';
import { subscriberListSchema } from '../../shared/schemas/admin-mail-lists';
import type { AppDeps } from '../deps';
import { parse } from '../http/validate';
import { listContacts, listSubscribers, listVolunteers } from './people';
import { sendPage } from '../http/list-answer';

/** The read-only lists of volunteers, contact messages and newsletter sign-ups, searched and paged. */
export function peopleRouter({ database: { db } }: AppDeps): Router {
  const router = Router();
  router.get('/volunteers', async (req, res) => {
    sendPage(res, await listVolunteers(db, parse(volunteerListSchema, req.query)));
  });
  router.get('/contacts', async (req, res) => {
    sendPage(res, await listContacts(db, parse(plainListSchema, req.query)));
  });
  router.get('/newsletter', async (req, res) => {
    sendPage(res, await listSubscribers(db, parse(subscriberListSchema, req.query)));
  });
  return router;
}
