import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';

// One proxy in front: its X-Forwarded-For names the client. A limit of 3 keeps the tests short.
const ctx = useTestApp({ TRUST_PROXY: '1', RATE_LIMIT_FORMS: '3' });

let n = 0;
const subscribeFrom = (forwardedFor: string) =>
  request(ctx.app)
    .post('/api/newsletter')
    .set('X-Forwarded-For', forwardedFor)
    .send({ email: `member${++n}@example.org` });

async function statuses(addresses: string[]) {
  const out: number[] = [];
  for (const address of addresses) out.push((await subscribeFrom(address)).status);
  return out;
}

describe('public form rate limit behind TRUST_PROXY=1', () => {
  it('counts different client addresses separately', async () => {
    expect(await statuses(['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.1'])).toEqual([
      201, 201, 201, 429,
    ]);
    expect(await statuses(['203.0.113.2', '203.0.113.2'])).toEqual([201, 201]);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    expect(
      await statuses(['::ffff:203.0.113.7', '203.0.113.7', '::FFFF:203.0.113.7', '203.0.113.7']),
    ).toEqual([201, 201, 201, 429]);
  });

  it('counts a whole IPv6 /64 as one client', async () => {
    expect(
      await statuses(['2001:db8:1:2::1', '2001:db8:1:2::beef', '2001:db8:1:2:ffff::9', '2001:db8:1:2::1']),
    ).toEqual([201, 201, 201, 429]);
    expect(await statuses(['2001:db8:1:3::1'])).toEqual([201]);
  });

  it('believes only the address the trusted proxy appended', async () => {
    // A client can put anything first; the last entry is the one our proxy saw.
    expect(
      await statuses([
        '1.1.1.1, 203.0.113.9',
        '2.2.2.2, 203.0.113.9',
        '3.3.3.3, 203.0.113.9',
        '4.4.4.4, 203.0.113.9',
      ]),
    ).toEqual([201, 201, 201, 429]);
  });
});
