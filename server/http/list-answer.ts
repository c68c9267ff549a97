import type { Response } from 'express';
import type { Page } from '../db/list-query';

/** An admin list's answer (CONTRACT section 9): still a JSON array, and the total in a header. */
export function sendPage(res: Response, page: Page<unknown>): void {
  res.set('X-Total-Count', String(page.total)).json(page.rows);
}
