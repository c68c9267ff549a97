import { Router, type Request } from 'express';
import { newsletterLinkPages } from '../../shared/content/pages';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { unsubscribe } from './subscriptions';
import type { SiteReads } from '../site';
import { privateAnswer, privateLinkPage } from '../site';
import type { TemplateSource } from '../site';

// The pages a subscriber's links open, and RFC 8058's one-click unsubscribe POST to the same URL.

/** GET /newsletter/confirm/:token and /unsubscribe/:token, mounted before the page handler. */
export function newsletterLinkPagesRouter(
  template: TemplateSource,
  reads?: Pick<SiteReads, 'siteData'>,
): Router {
  const router = Router();
  router.get('/newsletter/confirm/:token', privateLinkPage(template, newsletterLinkPages.confirm, reads));
  router.get('/unsubscribe/:token', privateLinkPage(template, newsletterLinkPages.unsubscribe, reads));
  return router;
}

const ONE_CLICK_MAX_BYTES = 4096;
const WRONG_BODY = 'A one-click unsubscribe sends List-Unsubscribe=One-Click, or nothing.';

async function readBody(req: Request): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > ONE_CLICK_MAX_BYTES) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** RFC 8058: the body is `List-Unsubscribe=One-Click`, form-encoded or as one multipart field. */
function isOneClickBody(body: string, contentType: string): boolean {
  if (body.trim() === '') return true;
  if (contentType.startsWith('multipart/form-data')) {
    const fields = [...body.matchAll(/name="([^"]*)"\r?\n(?:[^\r\n]+\r?\n)*\r?\n([^\r\n]*)/g)];
    return fields.length === 1 && fields[0][1] === 'List-Unsubscribe' && fields[0][2] === 'One-Click';
  }
  const fields = [...new URLSearchParams(body.trim())];
  return fields.length === 1 && fields[0][0] === 'List-Unsubscribe' && fields[0][1] === 'One-Click';
}

/** POST /unsubscribe/:token, as mail providers send it: no session, no CSRF token, the link is the credential. */
export function oneClickUnsubscribeRouter({ database: { db } }: AppDeps): Router {
  const router = Router();
  router.post('/unsubscribe/:token', async (req, res) => {
    privateAnswer(res);
    const body = await readBody(req);
    if (!isOneClickBody(body, req.headers['content-type'] ?? '')) throw new HttpError(400, WRONG_BODY);
    res.json(await unsubscribe(db, req.params.token));
  });
  return router;
}
