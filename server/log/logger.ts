import { pino, type Logger } from 'pino';
import type { LogLevel } from '../config/env';
import { batchedOutput } from './batched-output';
import { scrubText, scrubValue } from './scrub';

export type { Logger };

/**
 * One JSON line per event on standard output (CONTRACT section 10). Nothing logs a request's
 * headers or body; as a second line of defence the usual secret paths are censored, and every
 * string is scrubbed of e-mail addresses on its way out.
 */
export function createLogger(
  level: LogLevel,
  destination: pino.DestinationStream = batchedOutput(pino.destination({ dest: 1, sync: true })),
): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-csrf-token"]',
          'res.headers["set-cookie"]',
          'body',
          'req.body',
          'password',
          '*.password',
          'currentPassword',
          'newPassword',
        ],
        censor: '[redacted]',
      },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => scrubValue(object) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>,
          );
        },
      },
    },
    destination,
  );
}

/**
 * Writes a line the caller has serialized itself to the logger's own output, bypassing formatting,
 * redaction and scrubbing: only for lines whose every field the caller has made safe (request-log.ts).
 */
export function rawLineWriter(logger: Logger): (line: string) => void {
  const stream = (logger as Logger & { [pino.symbols.streamSym]: pino.DestinationStream })[
    pino.symbols.streamSym
  ];
  return (line) => stream.write(line);
}

const byLevel = new Map<LogLevel, Logger>();

/** One stdout logger per level for apps built without one (tests, scripts): no stream per app. */
export function sharedLogger(level: LogLevel): Logger {
  let logger = byLevel.get(level);
  if (!logger) {
    logger = createLogger(level);
    byLevel.set(level, logger);
  }
  return logger;
}
