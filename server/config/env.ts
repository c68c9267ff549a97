import { z } from 'zod';
import { SESSION_IDLE_MS } from '../../shared/constants';
import { DEFAULT_MAIL_FROM, parseMailbox } from '../../shared/mailbox';
import { isRole, ROLES, type Role } from '../../shared/roles';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A whole number within bounds, with one plain sentence for anything else ("abc", "1.5", "-2"). */
function wholeNumber(min: number, max?: number) {
  const error =
    max === undefined
      ? `must be a whole number of at least ${min}`
      : `must be a whole number from ${min} to ${max}`;
  const number = z.number().int({ error }).min(min, { error });
  return z
    .string()
    .trim()
    .regex(/^-?\d+$/, { error })
    .transform(Number)
    .pipe(max === undefined ? number : number.max(max, { error }));
}

/** True for a zone name the runtime knows (Intl's list, which is the IANA database). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// `Name <address>` or a bare address, on one line: the From of every message.
const mailFromField = z
  .string()
  .trim()
  .refine((value) => parseMailbox(value) !== undefined, {
    error: 'must be an address, or a name and an address as Name <address>',
  });

// Roles, comma-separated (`admin,editor`): each must be one of the five, so a typo never leaves a
// role that was meant to need two-factor without it.
const roleListField = z
  .string()
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((role) => role.trim())
        .filter(Boolean),
    ),
  ])
  .refine((roles) => roles.every(isRole), { error: `must list roles among ${ROLES.join(', ')}` })
  .transform((roles) => roles as Role[]);

// Every setting the server reads, validated once at start-up (CONTRACT section 1).
const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('production'),
  PORT: wholeNumber(0, 65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ADMIN_USERNAME: z.string().min(3, { error: 'must be at least 3 characters' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z
    .url({ error: 'must be a URL' })
    .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  TRUST_PROXY: wholeNumber(0, 10).optional(),
  RATE_LIMIT_FORMS: wholeNumber(1).default(10),
  RATE_LIMIT_LOGIN: wholeNumber(1).default(5),
  PUBLIC_CACHE_TTL_MS: wholeNumber(0, 60_000).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  // The admin idle limit; only end-to-end tests shorten it (a minute's warning needs more than a minute).
  ADMIN_IDLE_MS: wholeNumber(65_000, SESSION_IDLE_MS).optional(),
  // Build-time for the client; the server reads it only to allow Google's hosts in the CSP.
  VITE_GA_MEASUREMENT_ID: z.string().min(1).optional(),
  // E-mail (CONTRACT section 11).
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: mailFromField.optional(),
  // 0 lifts the limit (benchmarks, a relay that paces itself).
  MAIL_RATE_PER_SECOND: wholeNumber(0, 10_000).default(10),
  CAMPAIGN_TIME_ZONE: z
    .string()
    .refine(isTimeZone, { error: 'must be an IANA time zone such as America/New_York' })
    .default('America/New_York'),
  // Roles that must sign in with two-factor (CONTRACT section 16); unset: none.
  REQUIRE_TWO_FACTOR: roleListField.optional(),
});

export type Env = z.output<typeof envSchema>;

// Values safe to repeat in an error message; secrets and URLs that may hold passwords are not.
const ECHOED = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'SITE_URL',
  'TRUST_PROXY',
  'RATE_LIMIT_FORMS',
  'RATE_LIMIT_LOGIN',
  'PUBLIC_CACHE_TTL_MS',
  'LOG_LEVEL',
  'ADMIN_IDLE_MS',
  'VITE_GA_MEASUREMENT_ID',
  'MAIL_FROM',
  'MAIL_RATE_PER_SECOND',
  'CAMPAIGN_TIME_ZONE',
  'REQUIRE_TWO_FACTOR',
]);

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  sessionSecret?: string;
  adminUsername?: string;
  adminPassword?: string;
  siteUrl: string;
  secureCookies: boolean;
  turnstileSecret?: string;
  turnstileVerifyUrl: string;
  trustProxy?: number;
  formRateLimit: number;
  loginRateLimit: number;
  /** How long this instance may answer public reads from memory; 0: never. */
  publicCacheTtlMs: number;
  /** Request and error log threshold; under NODE_ENV=test nothing is logged unless LOG_LEVEL asks. */
  logLevel: LogLevel;
  /** An admin session ends this long after the admin's last own action (CONTRACT section 10). */
  sessionIdleMs: number;
  /** Google Analytics 4 is configured: its hosts are allowed in the CSP. */
  analytics: boolean;
  /** Where messages are delivered; unset: every message is kept as `held` and never sent. */
  smtpUrl?: string;
  /** The From of every message, `Name <address>`. */
  mailFrom: string;
  /** Messages the whole deployment hands to SMTP_URL per second; 0: no limit. */
  mailRatePerSecond: number;
  /** The IANA zone daily digests and event times are reckoned in. */
  campaignTimeZone: string;
  /** Roles whose accounts must set up two-factor sign-in before anything else. */
  requireTwoFactor: readonly Role[];
}

// Long enough that a busy instance answers most reads from memory, short enough that another
// instance shows a change within seconds. Tests change the database behind the app's back (direct
// inserts, a truncate between tests), so under NODE_ENV=test the cache is off unless asked for.
const DEFAULT_PUBLIC_CACHE_TTL_MS = 5000;

/** Reads the environment; throws one sentence naming the wrong variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable means unset, as `.env` files and CI often leave them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    const got = ECHOED.has(name) ? ` (got "${cleaned[name]}")` : '';
    throw new Error(`Environment variable ${name} ${issue.message}${got}.`);
  }
  const e = parsed.data;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    sessionSecret: e.SESSION_SECRET,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    siteUrl,
    secureCookies: siteUrl.startsWith('https://'),
    turnstileSecret: e.TURNSTILE_SECRET_KEY,
    turnstileVerifyUrl: e.TURNSTILE_VERIFY_URL,
    trustProxy: e.TRUST_PROXY,
    formRateLimit: e.RATE_LIMIT_FORMS,
    loginRateLimit: e.RATE_LIMIT_LOGIN,
    publicCacheTtlMs: e.PUBLIC_CACHE_TTL_MS ?? (e.NODE_ENV === 'test' ? 0 : DEFAULT_PUBLIC_CACHE_TTL_MS),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    sessionIdleMs: e.ADMIN_IDLE_MS ?? SESSION_IDLE_MS,
    analytics: e.VITE_GA_MEASUREMENT_ID !== undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    mailRatePerSecond: e.MAIL_RATE_PER_SECOND,
    campaignTimeZone: e.CAMPAIGN_TIME_ZONE,
    requireTwoFactor: e.REQUIRE_TWO_FACTOR ?? [],
  };
}
