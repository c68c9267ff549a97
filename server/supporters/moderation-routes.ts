import { Router } from 'express';
import { moderationSchema } from '../../shared/schemas/admin';
import { bulkModerationSchema, moderationListSchema } from '../../shared/schemas/admin-lists';
import { currentAdmin } from '../accounts';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { parse } from '../http/validate';
import { listEndorsements, listTestimonials, moderateEndorsement, moderateTestimonial } from './moderation';
import { moderateMany } from './bulk-moderation';
import { sendPage } from '../http/list-answer';

/** Review of endorsements and member stories: list by status, approve or reject one or many. */
export function moderationRouter({ database: { db }, config }: AppDeps): Router {
  const router = Router();

  router.get('/endorsements', async (req, res) => {
    sendPage(res, await listEndorsements(db, parse(moderationListSchema, req.query)));
  });

  router.get('/testimonials', async (req, res) => {
    sendPage(res, await listTestimonials(db, parse(moderationListSchema, req.query)));
  });

  // Many at once: { ids, status } -> { updated, skipped } (CONTRACT section 9).
  router.patch('/endorsements', async (req, res) => {
    const { ids, status } = parse(bulkModerationSchema, req.body);
    res.json(await moderateMany(db, 'endorsement', ids, status, currentAdmin(req).username, config.siteUrl));
  });

  router.patch('/testimonials', async (req, res) => {
    const { ids, status } = parse(bulkModerationSchema, req.body);
    res.json(await moderateMany(db, 'testimonial', ids, status, currentAdmin(req).username, config.siteUrl));
  });

  router.patch('/endorsements/:id', async (req, res) => {
    const { status } = parse(moderationSchema, req.body);
    const row = await moderateEndorsement(db, req.params.id, status, currentAdmin(req).username);
    if (!row) throw notFound('Endorsement not found');
    res.json(row);
  });

  router.patch('/testimonials/:id', async (req, res) => {
    const { status } = parse(moderationSchema, req.body);
    const row = await moderateTestimonial(
      db,
      req.params.id,
      status,
      currentAdmin(req).username,
      config.siteUrl,
    );
    if (!row) throw notFound('Testimonial not found');
    res.json(row);
  });

  return router;
}
