import { Router, type Request, type Response } from 'express';
import { fullTitle, newsletterLinkPages } from '../../shared/content/pages';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { unsubscribe } from '../services/newsletter-subscriptions';
import { injectHead } from '../web/head-tags';
import type { TemplateSource } from '../web/html-page';

// The pages a subscriber's links open, and RFC 8058's one-click unsubscribe POST to the same URL.
// Their paths hold the link's secret: no index, no cache, no Referer that would carry it along.

function privateAnswer(res: Response): Response {
  return res.set({
    'X-Robots-Tag': 'noindex',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}

/**
 * GET /newsletter/confirm/:token and /unsubscribe/:token: the SPA's page with its button. A GET
 * changes nothing (mail scanners open links); mounted before the page handler, which keeps pages.
 */
export function newsletterLinkPagesRouter(template: TemplateSource): Router {
  const router = Router();
  const page = (texts: { title: string; description: string }) => async (req: Request, res: Response) => {
    const html = injectHead(await template(req), {
      title: fullTitle(texts.title),
      description: texts.description,
      robots: 'noindex',
    });
    privateAnswer(res).status(200).type('html').send(html);
  };
  router.get('/newsletter/confirm/:token', page(newsletterLinkPages.confirm));
  router.get('/unsubscribe/:token', page(newsletterLinkPages.unsubscribe));
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
