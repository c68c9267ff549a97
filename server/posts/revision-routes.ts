import { Router } from 'express';
import { currentAdmin } from '../accounts';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { findRevision, listRevisions } from './revisions';
import { withNewsletters } from '../newsletters';
import { findPost, restoreRevision } from './editing';
import { createPreviewUrl, previewSigner } from './preview-links';

const postNotFound = () => notFound('Post not found');
const revisionNotFound = () => notFound('Revision not found');

/** A revision id from the path; anything but a positive whole number names no revision. */
function revisionId(param: string): number {
  if (!/^\d{1,9}$/.test(param) || Number(param) < 1) throw revisionNotFound();
  return Number(param);
}

/** Revisions and preview links of one post (CONTRACT section 8). */
export function postRevisionsRouter({ database: { db }, sessionSecret, config }: AppDeps): Router {
  const signer = previewSigner(sessionSecret);
  const router = Router();

  async function postId(slug: string): Promise<string> {
    const post = await findPost(db, slug);
    if (!post) throw postNotFound();
    return post.id;
  }

  router.get('/posts/:slug/revisions', async (req, res) => {
    res.json(await listRevisions(db, await postId(req.params.slug)));
  });

  router.get('/posts/:slug/revisions/:id', async (req, res) => {
    const revision = await findRevision(db, await postId(req.params.slug), revisionId(req.params.id));
    if (!revision) throw revisionNotFound();
    res.json(revision);
  });

  router.post('/posts/:slug/revisions/:id/restore', async (req, res) => {
    const id = revisionId(req.params.id);
    await postId(req.params.slug);
    const post = await restoreRevision(db, req.params.slug, id, currentAdmin(req).username);
    if (!post) throw revisionNotFound();
    res.json((await withNewsletters(db, [post]))[0]);
  });

  router.post('/posts/:slug/preview-link', async (req, res) => {
    const url = await createPreviewUrl(db, signer, config.siteUrl, req.params.slug);
    if (!url) throw postNotFound();
    res.json({ url });
  });

  return router;
}
