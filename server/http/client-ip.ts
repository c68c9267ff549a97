import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * CONTRACT's "per IP": an IPv4 address (IPv4-mapped IPv6 counts as IPv4) or an IPv6 /64.
 * `req.ip` already honours TRUST_PROXY through Express's `trust proxy` setting.
 */
export function clientKey(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown', 64);
}
