import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config/env';
import { errorLogger } from '../../../server/log/log-error';
import { createLogger } from '../../../server/log/logger';
import { mountSite } from '../../../server/mount-web';
import { SECRET_PATH_PREFIXES } from '../../../shared/secret-paths';
import { CONTENT_DATE, TEMPLATE } from '../../helpers/site-app';
import { useTestApp } from '../../helpers/test-app';

// Issue 34, finding 8: a request whose target is an absolute URL (`GET http://host/unsubscribe/<token>
// HTTP/1.1`) was routed, and logged with its token, since the log's redaction was anchored at `/`;
// `/admin/reset-password;<token>` was logged whole too. Sent here over a raw socket, as a script
// would, with no URL parser in between: no token reaches the log, and such a target reaches no
// handler (an unsubscribe link sent that way unsubscribes nobody).
const ctx = useTestApp();
const SECRET = 'Zq81Xv-route-secret-4815162342';
let server: Server;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const logger = createLogger('info', { write: (chunk: string) => lines.push(JSON.parse(chunk)) });
  const app = createApp(
    {
      database: ctx.database,
      config: loadConfig({
        NODE_ENV: 'test',
        SITE_URL: 'http://localhost:5000',
        PUBLIC_CACHE_TTL_MS: '60000',
      }),
      sessionSecret: 'test-session-secret-0123456789abcdef',
      log: errorLogger(logger),
      logger,
    },
    {
      mountClient: (site, deps) =>
        mountSite(site, deps, { template: () => TEMPLATE, contentDate: CONTENT_DATE }),
    },
  );
  server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `method target HTTP/1.1` byte for byte and answers the status; the server closes. */
function send(method: string, target: string): Promise<number> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    // write, not end: a half-closed socket may be closed before a slower answer is written.
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      ),
    );
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(Number(text.split(' ')[1])));
  });
}

const logged = async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  return lines.map((line) => JSON.stringify(line)).join('\n');
};

describe('request targets that are not plain paths', () => {
  it('logs no token of an absolute-URL target, for every secret route and its /api twin', async () => {
    lines.length = 0;
    for (const prefix of SECRET_PATH_PREFIXES)
      for (const base of [prefix, `/api${prefix}`])
        for (const origin of ['http://127.0.0.1', 'https://evil.example:8443', 'HTTP://Elsewhere'])
          for (const method of ['GET', 'POST']) await send(method, `${origin}${base}${SECRET}?x=1`);
    const text = await logged();
    expect(text).not.toContain(SECRET);
    expect(text).toContain('"path":"/unsubscribe/[token]"');
    expect(text).toContain('"path":"/api/events/rsvp/[token]"');
  });

  it('logs no token after a `;` or other punctuation in place of the slash', async () => {
    lines.length = 0;
    for (const prefix of SECRET_PATH_PREFIXES)
      for (const separator of [';', ',', '.', '!', '%3B'])
        await send('GET', `${prefix.slice(0, -1)}${separator}${SECRET}`);
    await send('GET', `/admin/reset-password;${SECRET}`);
    const text = await logged();
    expect(text).not.toContain(SECRET);
    expect(text).toContain('"path":"/admin/reset-password/[token]"');
  });

  it('routes an absolute-URL target nowhere: 400, and its unsubscribe link unsubscribes nobody', async () => {
    const { rows } = await ctx.database.raw.query(
      `INSERT INTO newsletters (email, status) VALUES ('reader@example.org', 'confirmed') RETURNING id, unsubscribe_token`,
    );
    const token = `${rows[0].id}.${rows[0].unsubscribe_token}`;
    expect(await send('POST', `http://127.0.0.1/unsubscribe/${token}`)).toBe(400);
    expect(await send('GET', 'http://127.0.0.1/vision')).toBe(400);
    expect(await send('GET', 'http://127.0.0.1/api/posts')).toBe(400);
    expect(await send('POST', `/unsubscribe;${token}`)).not.toBe(200);
    const after = await ctx.database.raw.query('SELECT status FROM newsletters');
    expect(after.rows[0].status).toBe('confirmed');
    // The control: the same link as a path does unsubscribe.
    expect(await send('POST', `/unsubscribe/${token}`)).toBe(200);
    expect((await ctx.database.raw.query('SELECT status FROM newsletters')).rows[0].status).toBe(
      'unsubscribed',
    );
  });
});
