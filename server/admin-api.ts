import { Router } from 'express';
import { createCsrf, type Csrf } from './accounts/csrf';
import { createReauth } from './accounts/reauth';
import { createRequireAdmin } from './accounts/require-admin';
import { createSessionMiddleware } from './accounts/session';
import type { AppDeps } from './deps';
import { jsonBody } from './http/body';
import { guardAdminRoutes } from './roles';
import { accountRouter } from './accounts/account-routes';
import { analyticsRouter } from './analytics';
import { delegateExportRouter, delegateImportRouter, delegatesRouter } from './delegates';
import { auditRouter } from './accounts/audit-routes';
import { authRouter, loginRouter } from './accounts/sign-in-routes';
import { createSignInLimits } from './accounts/sign-in-limits';
import { twoFactorRouter } from './accounts/two-factor-routes';
import { twoFactorSignInRouter } from './accounts/two-factor-sign-in';
import { emailRouter } from './mail/admin-routes';
import { erasureRouter } from './supporters/erasure-routes';
import { eventsRouter } from './events/admin-routes';
import { exportsRouter } from './supporters/export-routes';
import { acceptInvitationRouter, invitationsRouter } from './invitations';
import { mediaRouter, mediaUploadRouter } from './media/admin-routes';
import { moderationRouter } from './supporters/moderation-routes';
import { passwordResetRouter } from './accounts/password-reset-routes';
import { newslettersRouter } from './newsletters/admin-routes';
import { pagesRouter } from './site/page-routes';
import { peopleRouter } from './supporters/people-routes';
import { postsRouter } from './posts/admin-routes';
import { documentUploadRouter, siteRouter } from './site/admin-routes';
import { statsRouter } from './supporters/stats-routes';
import { usersRouter } from './accounts/users-routes';
import { videosRouter } from './site/video-routes';

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
  const signInLimits = createSignInLimits(deps);
  router.use(loginRouter(deps, csrf, signInLimits));
  router.use(twoFactorSignInRouter(deps, csrf, signInLimits));
  router.use(acceptInvitationRouter(deps, csrf));
  router.use(passwordResetRouter(deps, csrf));

  // Everything else: signed in, CSRF-checked, and allowed to the account's role.
  router.use(createRequireAdmin(deps), csrf.refuseCrossSite, csrf.requireToken, signedInRouter(deps, csrf));
  return router;
}

/**
 * The admin API behind sign-in: every route of every capability, each guarded by the one table of
 * permissions (server/roles/). The permission tests walk this router's routes.
 */
export function signedInRouter(deps: AppDeps, csrf: Csrf): Router {
  const signedIn = Router();
  // The multipart routes, before the JSON parser that would answer its body 415.
  signedIn.use(mediaUploadRouter(deps));
  signedIn.use(documentUploadRouter(deps));
  signedIn.use(delegateImportRouter(deps));
  signedIn.use(jsonBody);
  signedIn.use(authRouter(deps, csrf));
  signedIn.use(statsRouter(deps));
  signedIn.use(analyticsRouter(deps));
  signedIn.use(moderationRouter(deps));
  signedIn.use(peopleRouter(deps));
  // Before the supporters' /export/:file, which knows no delegates.
  signedIn.use(delegateExportRouter(deps));
  signedIn.use(exportsRouter(deps));
  signedIn.use(postsRouter(deps));
  signedIn.use(newslettersRouter(deps));
  signedIn.use(eventsRouter(deps));
  signedIn.use(delegatesRouter(deps));
  signedIn.use(usersRouter(deps, createReauth(deps)));
  signedIn.use(invitationsRouter(deps));
  signedIn.use(accountRouter(deps, createReauth(deps)));
  signedIn.use(twoFactorRouter(deps, createReauth(deps)));
  signedIn.use(emailRouter(deps));
  signedIn.use(auditRouter(deps));
  signedIn.use(erasureRouter(deps, createReauth(deps)));
  signedIn.use(mediaRouter(deps));
  signedIn.use(siteRouter(deps));
  signedIn.use(pagesRouter(deps));
  signedIn.use(videosRouter(deps));
  // Once every route is mounted: each runs only for the roles its permission names.
  guardAdminRoutes(signedIn);
  return signedIn;
}
