import { Router } from 'express';
import { createCsrf } from '../../auth/csrf';
import { createReauth } from '../../auth/reauth';
import { createRequireAdmin } from '../../auth/require-admin';
import { createSessionMiddleware } from '../../auth/session';
import type { AppDeps } from '../../deps';
import { jsonBody } from '../../http/body';
import { accountRouter } from './account';
import { auditRouter } from './audit';
import { authRouter, loginRouter } from './auth';
import { emailRouter } from './email';
import { erasureRouter } from './erasure';
import { eventsRouter } from './events';
import { exportsRouter } from './exports';
import { mediaRouter, mediaUploadRouter } from './media';
import { moderationRouter } from './moderation';
import { passwordResetRouter } from './password-reset';
import { newslettersRouter } from './newsletters';
import { pagesRouter } from './pages';
import { peopleRouter } from './people';
import { postsRouter } from './posts';
import { documentUploadRouter, siteRouter } from './site';
import { statsRouter } from './stats';
import { usersRouter } from './users';
import { videosRouter } from './videos';

/**
 * /api/admin. The order is CONTRACT section 2's: signed-out is 401 whatever the method, then a
 * missing or foreign CSRF token is 403, and only then is a body parsed and validated (400).
 */
export function adminRouter(deps: AppDeps): Router {
  const csrf = createCsrf(deps.config, deps.sessionSecret);
  const router = Router();

  router.use((_req, res, next) => {
    // Private data: no browser or proxy may keep a copy.
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(createSessionMiddleware(deps));
  router.use(loginRouter(deps, csrf));
  router.use(passwordResetRouter(deps, csrf));

  router.use(createRequireAdmin(deps), csrf.refuseCrossSite, csrf.requireToken);
  // The multipart routes, before the JSON parser that would answer its body 415.
  router.use(mediaUploadRouter(deps));
  router.use(documentUploadRouter(deps));
  router.use(jsonBody);
  router.use(authRouter(deps, csrf));
  router.use(statsRouter(deps));
  router.use(moderationRouter(deps));
  router.use(peopleRouter(deps));
  router.use(exportsRouter(deps));
  router.use(postsRouter(deps));
  router.use(newslettersRouter(deps));
  router.use(eventsRouter(deps));
  router.use(usersRouter(deps, createReauth(deps)));
  router.use(accountRouter(deps, createReauth(deps)));
  router.use(emailRouter(deps));
  router.use(auditRouter(deps));
  router.use(erasureRouter(deps, createReauth(deps)));
  router.use(mediaRouter(deps));
  router.use(siteRouter(deps));
  router.use(pagesRouter(deps));
  router.use(videosRouter(deps));
  return router;
}
