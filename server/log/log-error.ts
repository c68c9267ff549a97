import type { Request } from 'express';
import { errorDetails } from './error-details';
import type { Logger } from './logger';

/** The app's `log` for unexpected errors: one line with the stack, the route and the request id. */
export function errorLogger(logger: Logger) {
  return (err: unknown, req?: Request) => {
    const route = req
      ? {
          requestId: (req as Request & { id?: unknown }).id,
          method: req.method,
          path: req.originalUrl.split('?')[0],
        }
      : {};
    // Not `err`: pino's serializer for that key would put the original message (values and all) back.
    logger.error({ ...route, error: errorDetails(err) }, 'unexpected error');
  };
}
