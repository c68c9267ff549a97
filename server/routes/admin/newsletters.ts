import { Router } from 'express';
import { adminPageSchema } from '../../../shared/schemas/admin-lists';
import { newsletterSendSchema } from '../../../shared/schemas/newsletters';
import { currentAdmin } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import {
  cancelNewsletter,
  findNewsletter,
  listNewsletters,
  startNewsletter,
} from '../../services/newsletter-sends';
import { sendTestNewsletter } from '../../services/newsletter-test';
import { sendPage } from './send-page';

/** A post sent as a newsletter, and the list of sends (CONTRACT section 12). */
export function newslettersRouter({ database: { db }, config }: AppDeps): Router {
  const router = Router();
  const site = { siteUrl: config.siteUrl, timeZone: config.campaignTimeZone };

  router.post('/posts/:slug/newsletter', async (req, res) => {
    const { test } = parse(newsletterSendSchema, req.body);
    const actor = currentAdmin(req).username;
    if (test) res.json(await sendTestNewsletter(db, req.params.slug, actor, site));
    else res.status(202).json(await startNewsletter(db, req.params.slug, actor, site));
  });

  router.get('/newsletters', async (req, res) => {
    sendPage(res, await listNewsletters(db, parse(adminPageSchema, req.query)));
  });

  router.get('/newsletters/:id', async (req, res) => {
    const newsletter = await findNewsletter(db, req.params.id);
    if (!newsletter) throw notFound('Newsletter not found');
    res.json(newsletter);
  });

  router.post('/newsletters/:id/cancel', async (req, res) => {
    res.json(await cancelNewsletter(db, req.params.id, currentAdmin(req).username));
  });

  return router;
}
