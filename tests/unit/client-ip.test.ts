import type { IncomingMessage } from 'node:http';
import express, { type Request } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { clientKey, clientKeyOf, forwardedAddress } from '../../server/http/client-ip';

const keyOf = (ip: string) => clientKey({ ip, socket: {} } as unknown as Request);

// CONTRACT section 3: "per IP" is the IPv4 address, or the IPv6 /64.
describe('clientKey', () => {
  it('keys an IPv4 address by itself', () => {
    expect(keyOf('203.0.113.5')).toBe('203.0.113.5');
  });

  it('keys an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(keyOf('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(keyOf('::ffff:127.0.0.1')).toBe(keyOf('127.0.0.1'));
  });

  it('keys IPv6 addresses by their /64', () => {
    expect(keyOf('2001:db8:1:2::1')).toBe(keyOf('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(keyOf('2001:db8:1:2::1')).not.toBe(keyOf('2001:db8:1:3::1'));
  });

  it('keeps the loopback ::1 apart from IPv4 addresses', () => {
    expect(keyOf('::1')).not.toBe(keyOf('0.0.0.1'));
  });
});

// The visit beacon is answered before Express (server/analytics/beacon.ts), so it reads the address
// itself: it must be the one Express reads as req.ip with `trust proxy` at TRUST_PROXY's hops.
describe('forwardedAddress and clientKeyOf', () => {
  /** req.ip as Express reads it for this X-Forwarded-For, with `trust proxy` set to `hops`. */
  async function expressIp(hops: number | undefined, forwarded?: string): Promise<string> {
    const app = express();
    if (hops !== undefined) app.set('trust proxy', hops);
    app.get('/', (req, res) => {
      res.send(req.ip);
    });
    const req = request(app).get('/');
    return (await (forwarded === undefined ? req : req.set('X-Forwarded-For', forwarded))).text;
  }
  const plain = (socket: string | undefined, forwarded?: string) =>
    ({
      socket: { remoteAddress: socket },
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    }) as unknown as IncomingMessage;

  it('reads what Express reads, for every number of hops and chain', async () => {
    const socket = await expressIp(undefined);
    const chains = [
      undefined,
      '203.0.113.9',
      '198.51.100.1, 203.0.113.9',
      '192.0.2.4,198.51.100.1 ,  203.0.113.9',
      '2001:db8::7, 203.0.113.9',
      // Empty entries are no hop.
      '198.51.100.1,, 203.0.113.9',
      '203.0.113.9,',
    ];
    for (const hops of [undefined, 0, 1, 2, 3, 9]) {
      for (const forwarded of chains) {
        expect(forwardedAddress(plain(socket, forwarded), hops), `${hops} hops, ${forwarded}`).toBe(
          await expressIp(hops, forwarded),
        );
      }
    }
  });

  it('keys the address as clientKey does, and names an address-less socket "unknown"', () => {
    expect(clientKeyOf(plain('10.0.0.2', '2001:db8:1:2::1'), 1)).toBe(keyOf('2001:db8:1:2::1'));
    expect(clientKeyOf(plain('::ffff:203.0.113.5'), undefined)).toBe('203.0.113.5');
    expect(forwardedAddress(plain(undefined), undefined)).toBe('unknown');
    expect(forwardedAddress(plain(undefined, '203.0.113.9'), 2)).toBe('203.0.113.9');
  });
});
