import { Router } from 'express';
import { adminPageSchema } from '../../shared/schemas/admin-lists';
import { newsletterSendSchema, newsletterWordsSchema } from '../../shared/schemas/newsletters';
import { currentAdmin } from '../accounts';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { parse } from '../http/validate';
import { cancelNewsletter, findNewsletter, listNewsletters, startNewsletter } from './sends';
import { previewNewsletter, sendTestNewsletter } from './test-send';
import { sendPage } from '../http/list-answer';

/** A post sent as a newsletter, and the list of sends (CONTRACT section 12). */
export function newslettersRouter({ database: { db }, config }: AppDeps): Router {
  const router = Router();
  const site = { siteUrl: config.siteUrl, timeZone: config.campaignTimeZone };

  router.post('/posts/:slug/newsletter', async (req, res) => {
    const { test, ...options } = parse(newsletterSendSchema, req.body);
    const actor = currentAdmin(req).username;
    if (test) res.json(await sendTestNewsletter(db, req.params.slug, actor, site, options));
    else res.status(202).json(await startNewsletter(db, req.params.slug, actor, site, options));
  });

  // The e-mail as subscribers would get it, with the subject and preview text being typed (issue 35).
  router.get('/posts/:slug/newsletter/preview', async (req, res) => {
    const wording = parse(newsletterWordsSchema, req.query);
    res.set('Cache-Control', 'no-store').json(await previewNewsletter(db, req.params.slug, site, wording));
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
