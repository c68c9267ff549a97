import { Router } from 'express';
import { postListQuerySchema } from '../../shared/schemas/posts';
import { sendJsonAnswer } from '../cache/json-answer';
import { postReads } from './public-reads';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { parse } from '../http/validate';

// Answers come from this instance's cache of public reads (public-reads.ts).
export function publicPostsRouter(deps: AppDeps): Router {
  const reads = postReads(deps);
  const router = Router();

  router.get('/posts', async (req, res) => {
    sendJsonAnswer(req, res, await reads.posts(parse(postListQuerySchema, req.query)));
  });

  router.get('/posts/:slug', async (req, res) => {
    const post = await reads.post(req.params.slug);
    if (!post) throw notFound('Post not found');
    sendJsonAnswer(req, res, post);
  });

  router.get('/categories', async (req, res) => {
    sendJsonAnswer(req, res, await reads.categories());
  });

  router.get('/tags', async (req, res) => {
    sendJsonAnswer(req, res, await reads.tags());
  });

  return router;
}
