import { describe, expect, it } from 'vitest';
import type { RawQuery } from '../../server/db/client';
import { DatabaseRateLimitStore } from '../../server/http/rate-limit-store';

/** A rate_limits table in memory whose statements finish only when the test says so. */
function slowTable() {
  const hits = new Map<string, number>();
  const statements: { added: number; finish: () => void; fail: (err: Error) => void }[] = [];
  const raw: RawQuery = {
    query: (_text, params) =>
      new Promise((resolve, reject) => {
        const [key, , added] = params as [string, number, number];
        statements.push({
          added,
          finish: () => {
            hits.set(key, (hits.get(key) ?? 0) + added);
            resolve({ rows: [{ hits: hits.get(key), reset_at: new Date(Date.now() + 60_000) }] });
          },
          fail: reject,
        });
      }),
  };
  return { raw, statements, hits };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('DatabaseRateLimitStore', () => {
  it('sends hits that arrive during an upsert as one more upsert, each told its own count', async () => {
    const table = slowTable();
    const store = new DatabaseRateLimitStore(table.raw, 'form:volunteers');
    const first = store.increment('203.0.113.7');
    const more = [1, 2, 3, 4].map(() => store.increment('203.0.113.7'));
    expect(table.statements.map((s) => s.added)).toEqual([1]);

    table.statements[0].finish();
    expect((await first).totalHits).toBe(1);
    await settle();
    expect(table.statements.map((s) => s.added)).toEqual([1, 4]);
    table.statements[1].finish();
    expect((await Promise.all(more)).map((info) => info.totalHits)).toEqual([2, 3, 4, 5]);
    expect(table.hits.get('form:volunteers:203.0.113.7')).toBe(5);
  });

  it('never holds back a hit on another address', async () => {
    const table = slowTable();
    const store = new DatabaseRateLimitStore(table.raw, 'form:volunteers');
    void store.increment('203.0.113.7');
    void store.increment('198.51.100.2');
    expect(table.statements).toHaveLength(2);
  });

  it('fails every hit of a failed upsert, and sends the next ones afresh', async () => {
    const table = slowTable();
    const store = new DatabaseRateLimitStore(table.raw, 'form:volunteers');
    const first = store.increment('203.0.113.7');
    const second = store.increment('203.0.113.7');
    table.statements[0].fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    table.statements[1].fail(new Error('connection lost'));
    await expect(second).rejects.toThrow('connection lost');

    const third = store.increment('203.0.113.7');
    table.statements[2].finish();
    expect((await third).totalHits).toBe(1);
  });
});
