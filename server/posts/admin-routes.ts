import { Router } from 'express';
import { isStatusOnlyPatch, postInputSchema, postStatusPatchSchema } from '../../shared/schemas/posts';
import { currentAdmin } from '../accounts';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { parse } from '../http/validate';
import {
  createPost,
  deletePost,
  findPost,
  listAllPosts,
  updatePost,
  type PostChanges,
  type UpdateOutcome,
} from './editing';
import { withNewsletters } from '../newsletters';
import { postRevisionsRouter } from './revision-routes';

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

/** CONTRACT section 8: a refused save answers 409 with the post as it stands, and writes nothing. */
function refusal(outcome: Extract<UpdateOutcome, { refused: string }>) {
  const message =
    outcome.refused === 'stale'
      ? `This post was changed by ${outcome.changedBy ?? 'someone'} since you opened it.`
      : 'A published post is never changed by autosave: use Publish to save your changes.';
  return { message, post: outcome.post };
}

/** Every post, drafts and scheduled ones too, with markdown content (CONTRACT section 4). */
export function postsRouter(deps: AppDeps): Router {
  const { db } = deps.database;
  const router = Router();

  router.get('/posts', async (_req, res) => {
    res.json(await withNewsletters(db, await listAllPosts(db)));
  });

  router.get('/posts/:slug', async (req, res) => {
    const post = await findPost(db, req.params.slug);
    if (!post) throw postNotFound();
    res.json((await withNewsletters(db, [post]))[0]);
  });

  router.post('/posts', async (req, res) => {
    const input = parse(postInputSchema, req.body);
    // The author is whoever is signed in, whatever the body says.
    const post = await createPost(db, input, currentAdmin(req).username);
    res.status(201).json((await withNewsletters(db, [post]))[0]);
  });

  router.patch('/posts/:slug', async (req, res) => {
    const { version, autosave, ...changes } = changesFrom(req.body);
    const outcome = await updatePost(db, req.params.slug, changes, currentAdmin(req).username, {
      version,
      autosave,
    });
    if (!outcome) throw postNotFound();
    const [post] = await withNewsletters(db, [outcome.post]);
    if ('refused' in outcome) res.status(409).json(refusal({ ...outcome, post }));
    else res.json(post);
  });

  router.delete('/posts/:slug', async (req, res) => {
    if (!(await deletePost(db, req.params.slug, currentAdmin(req).username))) throw postNotFound();
    res.status(204).end();
  });

  router.use(postRevisionsRouter(deps));
  return router;
}
