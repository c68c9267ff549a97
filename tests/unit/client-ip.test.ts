import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../server/http/client-ip';

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
