import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useListeningServer } from '../../fixtures/listening-app';
import { rawGet } from '../../fixtures/raw-http';
import { useSiteApp } from '../../helpers/site-app';

// Issue 14's finding, fixed in server/site/html-pages.ts: a path sent raw (no browser URL parser in
// between) must never be redirected to an address that a browser reads as another host.
const ctx = useSiteApp();
const listening = useListeningServer(ctx);
const get = (rawPath: string) => rawGet((listening.server.address() as AddressInfo).port, rawPath);

// Browsers read `\` as `/`, and `//host` or `/\host` as another host.
const leavesTheSite = (location: string) => /^[/\\]{2}/.test(location) || /^[a-z][\w+.-]*:/i.test(location);

describe('paths sent raw by a non-browser client', () => {
  it.each(['/\\evil.com/', '/\\\\evil.com/', '/\\/evil.com/', '//\\evil.com/', '/%5Cevil.com/'])(
    'never redirects %s to another host',
    async (rawPath) => {
      const res = await get(rawPath);
      if (res.status === 301 || res.status === 302) expect(leavesTheSite(res.headers.location)).toBe(false);
      else expect(res.status).toBe(404);
    },
  );

  it('redirects `/\\evil.com/` to the same-site path `/evil.com`', async () => {
    const res = await get('/\\evil.com/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/evil.com');
  });

  it('still redirects a trailing slash to the page without it, keeping the query', async () => {
    const res = await get('/vision/?ref=mail');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/vision?ref=mail');
  });
});
