import { describe, expect, it } from 'vitest';
import { loggedPath } from '../../server/log/request-log';
import { redactSecretPath, reportablePath, SECRET_PATH_PREFIXES } from '../../shared/secret-paths';

// Issue 21: a link that is its own credential never reaches a log line whole.
describe('redactSecretPath', () => {
  it.each(SECRET_PATH_PREFIXES.flatMap((p) => [p, `/api${p}`]))(
    'writes %s<token> as its prefix and [token], whatever follows',
    (prefix) => {
      expect(redactSecretPath(`${prefix}42.1790000000.c2lnbmF0dXJl`)).toBe(`${prefix}[token]`);
      expect(redactSecretPath(`${prefix}abc/def`)).toBe(`${prefix}[token]`);
    },
  );

  it('catches the forms a router still takes or a person might type: letter case, doubled slashes, percent-encoding', () => {
    expect(redactSecretPath('/PREVIEW/secret')).toBe('/preview/[token]');
    expect(redactSecretPath('//api//preview/secret')).toBe('/api/preview/[token]');
    expect(redactSecretPath('/%70review/secret')).toBe('/preview/[token]');
    expect(redactSecretPath('/newsletter%2Fconfirm/secret')).toBe('/newsletter/confirm/[token]');
  });

  it('leaves every other path as it is', () => {
    for (const path of [
      '/',
      '/updates/preview',
      '/api/posts/preview-post',
      '/unsubscribe',
      '/events/town-hall',
      '/%E0%A4%A',
    ]) {
      expect(redactSecretPath(path)).toBe(path);
    }
  });

  it('is what the log writes, after the query is cut and e-mail addresses scrubbed', () => {
    expect(loggedPath('/unsubscribe/secret?email=a@example.org')).toBe('/unsubscribe/[token]');
    expect(loggedPath('/api/admin/people/a@example.org')).toBe('/api/admin/people/[email]');
  });

  // Issue 34: the rule was anchored at `/`; a `;` in its place, or an absolute-URL target, passed.
  it('catches a `;` or other punctuation in place of the slash', () => {
    expect(redactSecretPath('/admin/reset-password;secret')).toBe('/admin/reset-password/[token]');
    expect(redactSecretPath('/unsubscribe,secret')).toBe('/unsubscribe/[token]');
    expect(redactSecretPath('/api/events/rsvp%3Bsecret')).toBe('/api/events/rsvp/[token]');
    for (const path of ['/unsubscribed', '/preview-post', '/events/rsvps', '/events/rsvp-guide'])
      expect(redactSecretPath(path)).toBe(path);
  });

  it('logs an absolute-URL target by its path, redacted', () => {
    expect(loggedPath('http://host:5000/unsubscribe/secret?x=1')).toBe('/unsubscribe/[token]');
    expect(loggedPath('HTTPS://a.example/API/preview/secret')).toBe('/api/preview/[token]');
    expect(loggedPath('http://host')).toBe('/');
    expect(loggedPath('host:443')).toBe('[not a path]');
  });
});

describe('reportablePath: what a page view may tell a third party', () => {
  it('gives a secret link as its route pattern, and every other public page as its path', () => {
    expect(reportablePath('/events/rsvp/1f0e.secret')).toBe('/events/rsvp/[token]');
    expect(reportablePath('/Preview//secret')).toBe('/preview/[token]');
    expect(reportablePath('/unsubscribe;secret')).toBe('/unsubscribe/[token]');
    expect(reportablePath('/updates/a-public-post')).toBe('/updates/a-public-post');
    expect(reportablePath('/')).toBe('/');
  });

  it('gives nothing for the admin area, however it is written', () => {
    for (const path of [
      '/admin',
      '/admin/volunteers',
      '/ADMIN/reset-password/secret',
      '//admin/x',
      '/%61dmin/x',
    ])
      expect(reportablePath(path)).toBeUndefined();
    expect(reportablePath('/administration-guide')).toBe('/administration-guide');
  });
});
