import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '../config/env';

// The only third-party hosts the pages need, by name: video embeds, Turnstile and analytics.
const VIDEO_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];
const TURNSTILE = 'https://challenges.cloudflare.com';
const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * The headers a middleware sets, found by running it once against a stand-in response. Only for a
 * middleware whose headers depend on nothing in the request, as helmet's do without CSP nonces.
 */
function headersSetBy(middleware: RequestHandler): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let passed = false;
  void middleware({} as Request, res as unknown as Response, () => {
    passed = true;
  });
  if (!passed) throw new Error('The security headers middleware did not pass the request on.');
  return headers;
}

/** Helmet's headers for this configuration, as name and value pairs. */
export type SecurityHeaders = readonly (readonly [string, string])[];

/**
 * Helmet's headers, worked out once: the same for every answer, so each request only copies them
 * rather than passing through helmet's dozen middlewares (about 5 µs of a cached page's 180).
 */
export function securityHeaderList(config: Config): SecurityHeaders {
  return headersSetBy(helmetFor(config));
}

export function setSecurityHeaders(res: ServerResponse, headers: SecurityHeaders): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

export function securityHeaders(headers: SecurityHeaders): RequestHandler {
  return (_req, res, next) => {
    setSecurityHeaders(res, headers);
    next();
  };
}

function helmetFor(config: Config): RequestHandler {
  const development = config.env === 'development';
  // Google's hosts only when the site is built with a measurement id: otherwise nothing loads from
  // them, and a policy that allowed them would let an injected script phone home through them.
  const analyticsScript = config.analytics ? [ANALYTICS_SCRIPT] : [];
  const analyticsConnect = config.analytics ? ANALYTICS_CONNECT : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev server injects an inline React-refresh preamble; production never needs it.
        scriptSrc: ["'self'", TURNSTILE, ...analyticsScript, ...(development ? ["'unsafe-inline'"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: for the previews of local files the media screens show before an upload.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", TURNSTILE, ...analyticsConnect, ...(development ? ['ws:', 'wss:'] : [])],
        frameSrc: [...VIDEO_FRAMES, TURNSTILE],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something over HTTPS; on plain HTTP it would only confuse a local run.
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
