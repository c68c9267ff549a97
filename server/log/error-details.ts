import { scrubText } from './scrub';

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: string;
  cause?: unknown;
}

/**
 * What the log keeps of an error: its type, code, a message and the stack frames, never the values
 * a failed query carried. Drizzle's "Failed query: ...\nparams: ..." and pg's `detail` ("Key
 * (email)=(...)") hold supporters' data and hashes, so only the SQL text (placeholders, no values)
 * and the driver's own sentence and code survive.
 */
export function errorDetails(err: unknown, depth = 0): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: scrubText(String(err)) };
  const e = err as ErrorLike;
  // Drizzle's own message ends with the values; the driver's error below it says what went wrong.
  const message = (e.message ?? '').split(/\nparams:/)[0];
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const details: Record<string, unknown> = {
    type: e.name ?? err.constructor?.name,
    message: scrubText(message),
    stack: [`${e.name ?? 'Error'}: ${scrubText(message)}`, ...frames].join('\n'),
  };
  if (e.code) details.code = e.code;
  if (e.cause && depth < 2) details.cause = errorDetails(e.cause, depth + 1);
  return details;
}
