import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { listContacts, listSubscribers, listVolunteers } from '../../services/people';

/** The read-only lists of volunteers, contact messages and newsletter sign-ups. */
export function peopleRouter({ database: { db } }: AppDeps): Router {
  const router = Router();
  router.get('/volunteers', async (_req, res) => {
    res.json(await listVolunteers(db));
  });
  router.get('/contacts', async (_req, res) => {
    res.json(await listContacts(db));
  });
  router.get('/newsletter', async (_req, res) => {
    res.json(await listSubscribers(db));
  });
  return router;
}
