import { describe, expect, it } from 'vitest';
import { loggedPath } from '../../server/log/request-log';
import { redactSecretPath, SECRET_PATH_PREFIXES } from '../../server/log/secret-paths';

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
});
