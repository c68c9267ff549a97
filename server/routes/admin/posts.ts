import { Router } from 'express';
import { isStatusOnlyPatch, postInputSchema, postStatusPatchSchema } from '../../../shared/schemas/posts';
import { currentAdmin } from '../../auth/require-admin';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import {
  createPost,
  deletePost,
  findPost,
  listAllPosts,
  updatePost,
  type PostChanges,
} from '../../services/posts-admin';

const postNotFound = () => notFound('Post not found');

/**
 * A PATCH is the editor's whole body or the list toggle's {status, publishedAt}. Only the fields a
 * body carries change: the schema's defaults must not wipe, say, an image the editor does not show.
 */
function changesFrom(body: unknown): PostChanges {
  if (isStatusOnlyPatch(body)) return parse(postStatusPatchSchema, body);
  const parsed = parse(postInputSchema, body);
  const sent = new Set(Object.keys(body as object));
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => sent.has(key))) as PostChanges;
}

/** Every post, drafts and scheduled ones too, with markdown content (CONTRACT section 4). */
export function postsRouter({ database: { db } }: AppDeps): Router {
  const router = Router();

  router.get('/posts', async (_req, res) => {
    res.json(await listAllPosts(db));
  });

  router.get('/posts/:slug', async (req, res) => {
    const post = await findPost(db, req.params.slug);
    if (!post) throw postNotFound();
    res.json(post);
  });

  router.post('/posts', async (req, res) => {
    const input = parse(postInputSchema, req.body);
    // The author is whoever is signed in, whatever the body says.
    res.status(201).json(await createPost(db, input, currentAdmin(req).username));
  });

  router.patch('/posts/:slug', async (req, res) => {
    const post = await updatePost(db, req.params.slug, changesFrom(req.body), currentAdmin(req).username);
    if (!post) throw postNotFound();
    res.json(post);
  });

  router.delete('/posts/:slug', async (req, res) => {
    if (!(await deletePost(db, req.params.slug, currentAdmin(req).username))) throw postNotFound();
    res.status(204).end();
  });

  return router;
}
