import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

// Concurrent hits on one address share upserts (server/http/rate-limit-store.ts): the count must come
// out exactly as if they had arrived one by one.
const ctx = useTestApp();
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const signUp = (n: number) =>
  fetch(`${url}/api/volunteers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ana',
      lastName: 'Reyes',
      email: `burst-${n}@example.org`,
      helpType: 'canvassing',
    }),
  }).then(async (res) => ({ status: res.status, remaining: res.headers.get('ratelimit') }));

describe('a burst of sign-ups from one address', () => {
  it('accepts exactly the limit, refuses the rest with 429, and counts every request', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => signUp(n)));

    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30);
    expect(await countRows(ctx.database, 'volunteers')).toBe(10);
    const { rows } = await ctx.database.raw.query(
      "SELECT hits FROM rate_limits WHERE key LIKE 'form:volunteers:%'",
    );
    expect(rows.map((r) => Number(r.hits))).toEqual([40]);
    // Each accepted request was told a different number of requests left: 9, 8, ... 0.
    const left = answers
      .filter((a) => a.status === 201)
      .map((a) => Number(/remaining=(\d+)/.exec(a.remaining ?? '')?.[1]))
      .sort((a, b) => b - a);
    expect(left).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(ctx.serverErrors).toEqual([]);
  });

  it('keeps counting after the burst: the next request is the 41st', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, n) => signUp(n)));
    const next = await signUp(99);
    expect(next.status).toBe(429);
    const { rows } = await ctx.database.raw.query('SELECT hits FROM rate_limits');
    expect(rows.map((r) => Number(r.hits))).toEqual([13]);
  });
});
