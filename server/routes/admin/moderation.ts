import { Router } from 'express';
import { approvalFilterSchema, moderationSchema } from '../../../shared/schemas/admin';
import { currentAdmin } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import {
  listEndorsements,
  listTestimonials,
  moderateEndorsement,
  moderateTestimonial,
} from '../../services/moderation';

/** Review of endorsements and member stories: list by status, approve or reject. */
export function moderationRouter({ database: { db } }: AppDeps): Router {
  const router = Router();

  router.get('/endorsements', async (req, res) => {
    res.json(await listEndorsements(db, parse(approvalFilterSchema, req.query).status));
  });

  router.get('/testimonials', async (req, res) => {
    res.json(await listTestimonials(db, parse(approvalFilterSchema, req.query).status));
  });

  router.patch('/endorsements/:id', async (req, res) => {
    const { status } = parse(moderationSchema, req.body);
    const row = await moderateEndorsement(db, req.params.id, status, currentAdmin(req).username);
    if (!row) throw notFound('Endorsement not found');
    res.json(row);
  });

  router.patch('/testimonials/:id', async (req, res) => {
    const { status } = parse(moderationSchema, req.body);
    const row = await moderateTestimonial(db, req.params.id, status, currentAdmin(req).username);
    if (!row) throw notFound('Testimonial not found');
    res.json(row);
  });

  return router;
}
