import { Router } from 'express';
import { postListQuerySchema } from '../../shared/schemas/posts';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { parse } from '../http/validate';
import { categoryCounts, findPublishedPost, listPublishedPosts, tagCounts } from '../services/posts-public';

export function publicPostsRouter({ database: { db } }: AppDeps): Router {
  const router = Router();

  router.get('/posts', async (req, res) => {
    res.json(await listPublishedPosts(db, parse(postListQuerySchema, req.query)));
  });

  router.get('/posts/:slug', async (req, res) => {
    const post = await findPublishedPost(db, req.params.slug);
    if (!post) throw notFound('Post not found');
    res.json(post);
  });

  router.get('/categories', async (_req, res) => {
    res.json(await categoryCounts(db));
  });

  router.get('/tags', async (_req, res) => {
    res.json(await tagCounts(db));
  });

  return router;
}
