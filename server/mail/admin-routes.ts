import { Router } from 'express';
import type { MailServerView } from '../../shared/admin-mail';
import { outboxListSchema } from '../../shared/schemas/admin-mail-lists';
import { currentAdmin } from '../accounts';
import type { AppDeps } from '../deps';
import type { Config } from '../config/env';
import { HttpError, notFound } from '../http/errors';
import { parse } from '../http/validate';
import { getOutboxMessage, listOutbox } from './outbox';
import { queueTestMessage } from './test-message';
import { sendPage } from '../http/list-answer';

/**
 * The mail server as Settings shows it: its host and port, never the user or password in the URL.
 * With the campaign's zone, which the admin client has no other way to learn (the event editor's default).
 */
function mailServerView(config: Config): MailServerView {
  const common = { from: config.mailFrom, timeZone: config.campaignTimeZone };
  if (!config.smtpUrl) return { configured: false, host: null, ...common };
  return { configured: true, host: new URL(config.smtpUrl).host, ...common };
}

const NO_ADDRESS = 'Your account has no e-mail address. Add one in Settings first.';

/** The mail server's settings, the test message and the Outbox (CONTRACT section 11). */
export function emailRouter({ database: { db }, config }: AppDeps): Router {
  const router = Router();

  router.get('/email', (_req, res) => {
    res.json(mailServerView(config));
  });

  router.post('/email/test', async (req, res) => {
    const to = await queueTestMessage(db, config, currentAdmin(req).id);
    if (!to) throw new HttpError(400, NO_ADDRESS, [{ path: 'email', message: NO_ADDRESS }]);
    res.json({ to });
  });

  router.get('/outbox', async (req, res) => {
    sendPage(res, await listOutbox(db, config, parse(outboxListSchema, req.query)));
  });

  router.get('/outbox/:id', async (req, res) => {
    const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : undefined;
    const message = id === undefined ? undefined : await getOutboxMessage(db, config, id);
    if (!message) throw notFound('Message not found');
    res.json(message);
  });

  return router;
}
