import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendCachedAnswer, type CachedAnswer } from '../cache/cached-answer';

/** A page's finished HTML with its status, ready to send (precompressed, with its ETag). */
export interface PageAnswer {
  status: 200 | 404;
  answer: CachedAnswer;
}

const HTML = 'text/html; charset=utf-8';

export function sendPage(req: IncomingMessage, res: ServerResponse, page: PageAnswer): void {
  res.statusCode = page.status;
  // no-cache, not no-store: the browser keeps the page and revalidates it with the ETag.
  res.setHeader('Cache-Control', 'no-cache');
  sendCachedAnswer(req, res, page.answer, HTML);
}
