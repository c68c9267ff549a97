import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/env';

describe('loadConfig', () => {
  it('runs with no settings at all, on PGlite in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      port: 5000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './data',
      siteUrl: 'http://localhost:5000',
      secureCookies: false,
      turnstileSecret: undefined,
      turnstileVerifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      trustProxy: undefined,
      formRateLimit: 10,
    });
  });

  it('reads every variable CONTRACT names', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/campaign',
      DATA_DIR: '/var/lib/campaign',
      SESSION_SECRET: 'a-long-enough-session-secret',
      ADMIN_USERNAME: 'organizer',
      ADMIN_PASSWORD: 'correct-horse',
      SITE_URL: 'https://ellisforpresident.org/',
      TURNSTILE_SECRET_KEY: 'secret',
      TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9999/verify',
      TRUST_PROXY: '2',
      RATE_LIMIT_FORMS: '25',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/campaign',
      dataDir: '/var/lib/campaign',
      sessionSecret: 'a-long-enough-session-secret',
      adminUsername: 'organizer',
      adminPassword: 'correct-horse',
      siteUrl: 'https://ellisforpresident.org',
      secureCookies: true,
      turnstileSecret: 'secret',
      turnstileVerifyUrl: 'http://127.0.0.1:9999/verify',
      trustProxy: 2,
      formRateLimit: 25,
    });
  });

  it('builds SITE_URL from PORT when unset', () => {
    expect(loadConfig({ PORT: '3000' }).siteUrl).toBe('http://localhost:3000');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', TRUST_PROXY: '' })).toMatchObject({
      port: 5000,
      databaseUrl: undefined,
      trustProxy: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Environment variable PORT must be a whole number from 0 to 65535 (got "abc").'],
    [{ PORT: '70000' }, 'Environment variable PORT must be a whole number from 0 to 65535 (got "70000").'],
    [{ PORT: '80.5' }, 'Environment variable PORT must be a whole number from 0 to 65535 (got "80.5").'],
    [
      { DATABASE_URL: 'mysql://db/campaign' },
      'Environment variable DATABASE_URL must start with postgres:// or postgresql://.',
    ],
    [{ SESSION_SECRET: 'short' }, 'Environment variable SESSION_SECRET must be at least 16 characters.'],
    [{ ADMIN_PASSWORD: 'short' }, 'Environment variable ADMIN_PASSWORD must be at least 8 characters.'],
    [
      { SITE_URL: 'ftp://example.org' },
      'Environment variable SITE_URL must be an http:// or https:// URL (got "ftp://example.org").',
    ],
    [
      { TRUST_PROXY: 'yes' },
      'Environment variable TRUST_PROXY must be a whole number from 0 to 10 (got "yes").',
    ],
    [
      { RATE_LIMIT_FORMS: '0' },
      'Environment variable RATE_LIMIT_FORMS must be a whole number of at least 1 (got "0").',
    ],
    [
      { NODE_ENV: 'staging' },
      'Environment variable NODE_ENV must be development, production or test (got "staging").',
    ],
    [{ TURNSTILE_VERIFY_URL: 'not a url' }, 'Environment variable TURNSTILE_VERIFY_URL must be a URL.'],
  ])('names the wrong variable in one sentence for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads REQUIRE_TWO_FACTOR as a list of roles, none when unset, and refuses one that does not exist', () => {
    expect(loadConfig({}).requireTwoFactor).toEqual([]);
    expect(loadConfig({ REQUIRE_TWO_FACTOR: ' admin, editor,admin ' }).requireTwoFactor).toEqual([
      'admin',
      'editor',
    ]);
    expect(() => loadConfig({ REQUIRE_TWO_FACTOR: 'admin,superadmin' })).toThrow(
      'Environment variable REQUIRE_TWO_FACTOR must list roles among admin, editor, moderator, coordinator, viewer (got "admin,superadmin").',
    );
  });

  it('never repeats a secret in its message', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'hunter2' })).toThrow(/^((?!hunter2).)*$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' })).toThrow(/^((?!hunter2).)*$/);
  });
});
