import type { IncomingMessage } from 'node:http';
import { errorDetails } from './error-details';
import type { Logger } from './logger';
import { loggedPath } from './request-log';

/** What the request log (request-log.ts) and Express add to a request that the error line reads. */
type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string };

/**
 * The app's `log` for unexpected errors: one line with the stack, the route and the request id.
 * The request is Express's, or a plain one for a kept page answered before Express
 * (server/web/kept-pages.ts); `originalUrl`, when there is one, is the target as it arrived.
 */
export function errorLogger(logger: Logger) {
  return (err: unknown, req?: LoggedRequest) => {
    const route = req
      ? { requestId: req.id, method: req.method, path: loggedPath(req.originalUrl ?? req.url ?? '') }
      : {};
    // Not `err`: pino's serializer for that key would put the original message (values and all) back.
    logger.error({ ...route, error: errorDetails(err) }, 'unexpected error');
  };
}
