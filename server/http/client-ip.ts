import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * CONTRACT's "per IP": an IPv4 address (IPv4-mapped IPv6 counts as IPv4) or an IPv6 /64.
 * `req.ip` already honours TRUST_PROXY through Express's `trust proxy` setting.
 */
export function clientKey(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown', 64);
}

/**
 * The client's address as Express's `req.ip` reads it with `trust proxy` set to TRUST_PROXY's number
 * of hops, for requests answered before Express (the visit beacon): the socket's address, or with
 * proxies in front the entry of X-Forwarded-For that many hops back from it.
 */
export function forwardedAddress(req: IncomingMessage, trustProxy: number | undefined): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  const header = req.headers['x-forwarded-for'];
  if (!trustProxy || typeof header !== 'string') return socket;
  const chain = [
    socket,
    ...header
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
      .reverse(),
  ];
  return chain[Math.min(trustProxy, chain.length - 1)];
}

/** clientKey for a plain Node request: CONTRACT's "per IP" of the address above. */
export function clientKeyOf(req: IncomingMessage, trustProxy: number | undefined): string {
  return ipKeyGenerator(forwardedAddress(req, trustProxy), 64);
}
