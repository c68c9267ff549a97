import { Router, type Request } from 'express';
import {
  contactCreateSchema,
  delegateBulkSchema,
  delegateCreateSchema,
  delegateListSchema,
  delegatePatchSchema,
  delegateSettingsSchema,
} from '../../shared/delegates';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { sendPage } from '../http/list-answer';
import { parse } from '../http/validate';
import { delegateActivity } from './activity';
import { bulkUpdate } from './bulk';
import { contactsOf, logContact } from './contacts';
import { delegateCount } from './count';
import {
  checkPatchAllowed,
  createDelegate,
  deleteDelegate,
  delegateHistoryOf,
  findDelegate,
  patchDelegate,
} from './editing';
import { listDelegates } from './list';
import { delegateNotFound, isUuid, scopeOf } from './scope';
import { getDelegateSettings, saveDelegateSettings } from './settings';

const STALE_MESSAGE = 'This delegate was changed by someone else. Review their changes and try again.';

/** The route's id, when it can be a delegate's at all. */
function delegateId(req: Request): string {
  const id = String(req.params.id);
  if (!isUuid(id)) throw delegateNotFound();
  return id;
}

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw delegateNotFound();
  return value;
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * /api/admin/delegates (CONTRACT section 15). The route table (server/roles/) decides which roles
 * reach each route; the services keep a coordinator to the delegates they own.
 */
export function delegatesRouter({ database: { db }, config }: AppDeps): Router {
  const zone = config.campaignTimeZone;
  const router = Router();

  router.get('/delegates', async (req, res) => {
    const { limit, offset, ...filter } = parse(delegateListSchema, req.query);
    sendPage(res, await listDelegates(db, filter, { limit, offset }, scopeOf(req), zone));
  });

  router.post('/delegates', async (req, res) => {
    res.status(201).json(await createDelegate(db, parse(delegateCreateSchema, req.body), scopeOf(req)));
  });

  router.patch('/delegates', async (req, res) => {
    res.json(await bulkUpdate(db, parse(delegateBulkSchema, req.body), scopeOf(req).actor));
  });

  router.get('/delegates/count', async (req, res) => {
    res.json(await delegateCount(db, scopeOf(req), zone));
  });

  router.get('/delegates/settings', async (_req, res) => {
    res.json(await getDelegateSettings(db));
  });

  router.patch('/delegates/settings', async (req, res) => {
    const settings = parse(delegateSettingsSchema, req.body);
    res.json(await saveDelegateSettings(db, settings, scopeOf(req).actor));
  });

  router.get('/delegates/:id', async (req, res) => {
    res.json(found(await findDelegate(db, delegateId(req), scopeOf(req))));
  });

  router.patch('/delegates/:id', async (req, res) => {
    const id = delegateId(req);
    const scope = scopeOf(req);
    if (!isObject(req.body)) throw new HttpError(400, 'Body must be an object');
    checkPatchAllowed(req.body, scope);
    const outcome = await patchDelegate(db, id, parse(delegatePatchSchema, req.body), scope);
    if ('stale' in outcome) {
      res.status(409).json({ message: STALE_MESSAGE, delegate: outcome.stale });
      return;
    }
    res.json(outcome.delegate);
  });

  router.delete('/delegates/:id', async (req, res) => {
    if (!(await deleteDelegate(db, delegateId(req)))) throw delegateNotFound();
    res.status(204).end();
  });

  router.get('/delegates/:id/history', async (req, res) => {
    res.json(found(await delegateHistoryOf(db, delegateId(req), scopeOf(req))));
  });

  router.get('/delegates/:id/contacts', async (req, res) => {
    res.json(found(await contactsOf(db, delegateId(req), scopeOf(req))));
  });

  router.post('/delegates/:id/contacts', async (req, res) => {
    const id = delegateId(req);
    const input = parse(contactCreateSchema, req.body);
    const { entry, created } = await logContact(db, id, input, scopeOf(req));
    res.status(created ? 201 : 200).json(entry);
  });

  router.get('/delegates/:id/activity', async (req, res) => {
    res.json(found(await delegateActivity(db, delegateId(req), scopeOf(req))));
  });

  return router;
}
