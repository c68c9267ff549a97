import { describe, expect, it } from 'vitest';
import { batchedOutput } from '../../server/log/batched-output';
import { createLogger } from '../../server/log/logger';
import { requestLine } from '../../server/log/request-log';

/** The line the app's pino logger writes for the same request fields. */
function pinoLine(level: 'info' | 'error', fields: Record<string, unknown>): Record<string, unknown> {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(line) });
  logger[level](fields, 'request');
  return JSON.parse(lines[0]) as Record<string, unknown>;
}

describe('the hand-serialized request line', () => {
  it.each([
    ['a plain path', '/updates/first-post', '/updates/first-post'],
    ['a query, dropped', '/api/posts?q=ann%40example.org&limit=2', '/api/posts'],
    ['an e-mail address in the path, scrubbed', '/x/ann@example.org/y', '/x/[email]/y'],
    ['quotes, backslashes and control characters, escaped', '/a"b\\c\u0001d', '/a"b\\c\u0001d'],
  ])('is the line pino writes, for %s', (_name, url, path) => {
    for (const level of ['info', 'error'] as const) {
      const started = Date.UTC(2026, 10, 23, 9, 30, 0, 250);
      const line = requestLine(
        level,
        { requestId: 'lb-7f3a:42', method: 'GET', url, started },
        404,
        started + 17,
      );
      expect(line.endsWith('}\n')).toBe(true);
      const parsed = JSON.parse(line) as Record<string, unknown>;
      const expected = pinoLine(level, {
        requestId: 'lb-7f3a:42',
        method: 'GET',
        path,
        status: 404,
        durationMs: 17,
      });
      expect(parsed.time).toBe('2026-11-23T09:30:00.267Z');
      // Same keys in the same order, and the same values but the time.
      expect(Object.keys(parsed)).toEqual(Object.keys(expected));
      expect({ ...parsed, time: 0 }).toEqual({ ...expected, time: 0 });
    }
  });
});

describe('the batched log output', () => {
  it('writes the lines of one turn of the event loop in one call, within that turn', async () => {
    const writes: string[] = [];
    const output = batchedOutput({ write: (chunk: string) => writes.push(chunk) });
    output.write('one\n');
    output.write('two\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['one\ntwo\n']);
    output.write('three\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['one\ntwo\n', 'three\n']);
  });

  it('writes a burst of 64 KB at once instead of holding it', () => {
    const writes: string[] = [];
    const output = batchedOutput({ write: (chunk: string) => writes.push(chunk) });
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < 64; i++) output.write(line);
    expect(writes).toEqual([line.repeat(64)]);
  });
});
