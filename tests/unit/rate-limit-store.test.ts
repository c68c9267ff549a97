import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawQuery } from '../../server/db/client';
import { DatabaseRateLimitStore, PRUNE_EVERY_MS } from '../../server/http/rate-limit-store';

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

/** A rate_limits table that answers at once and keeps every statement's text and parameters. */
function recordingTable(failDeletes = false) {
  const statements: { text: string; params: unknown[] }[] = [];
  const raw: RawQuery = {
    query: async (text, params = []) => {
      statements.push({ text, params });
      if (failDeletes && text.startsWith('DELETE')) throw new Error('connection lost');
      return { rows: [{ hits: 1, reset_at: new Date(Date.now() + 60_000) }] };
    },
  };
  const prunes = () =>
    statements.filter((s) => /^DELETE FROM rate_limits WHERE reset_at < now\(\)$/.test(s.text)).length;
  return { raw, statements, prunes };
}

describe('DatabaseRateLimitStore housekeeping and window', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('deletes past windows on a hit at most once every 5 minutes', async () => {
    let now = 1_700_000_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const table = recordingTable();
    const store = new DatabaseRateLimitStore(table.raw, 'form:volunteers');
    await store.increment('203.0.113.7');
    expect(table.prunes()).toBe(1);
    now += PRUNE_EVERY_MS - 1;
    await store.increment('203.0.113.8');
    expect(table.prunes()).toBe(1);
    now += 1;
    await store.increment('203.0.113.9');
    expect(table.prunes()).toBe(2);
  });

  it('answers the hit even when the deletion of past windows fails', async () => {
    const table = recordingTable(true);
    const store = new DatabaseRateLimitStore(table.raw, 'form:volunteers');
    expect((await store.increment('203.0.113.7')).totalHits).toBe(1);
    await settle();
    expect(table.prunes()).toBe(1);
  });

  it("counts in the limiter's window, which express-rate-limit hands over at init", async () => {
    const table = recordingTable();
    const store = new DatabaseRateLimitStore(table.raw, 'login');
    store.init({ windowMs: 15 * 60 * 1000 } as Parameters<DatabaseRateLimitStore['init']>[0]);
    await store.increment('203.0.113.7');
    expect(table.statements[0].params).toEqual(['login:203.0.113.7', 15 * 60 * 1000, 1]);
  });
});
