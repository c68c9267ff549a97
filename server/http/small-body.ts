import type { IncomingMessage } from 'node:http';

/**
 * Reads a small request body for a handler outside Express (the visit beacon). A body over `max`
 * bytes is read to its end and thrown away, so the answer still goes out on a connection the
 * client can read it from, and memory never holds more than `max`: `done` then gets undefined, as
 * it does for a body that breaks off.
 */
export function readSmallBody(req: IncomingMessage, max: number, done: (body: string | undefined) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (body: string | undefined) => {
    if (finished) return;
    finished = true;
    done(body);
  };
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= max) chunks.push(chunk);
    else chunks.length = 0;
  });
  req.on('end', () => finish(size <= max ? Buffer.concat(chunks).toString('utf8') : undefined));
  req.on('error', () => finish(undefined));
  req.on('aborted', () => finish(undefined));
}
