import { LOGIN_WINDOW_MS } from '../../shared/constants';
import type { AppDeps } from '../deps';
import { createFailureLimit, createLimiter } from '../http/rate-limits';

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;
const tooMany = (m: number) => `Too many login attempts. Please wait ${minutes(m)} and try again.`;
// CONTRACT section 10: 10 failed sign-ins for one username within 15 minutes, from any addresses.
const USERNAME_MAX_FAILURES = 10;

/** The per-username count's key: the name as a person would type it again, in any case or spacing. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

/**
 * Section 10's login limits, counted in the database so every instance agrees. The password step
 * and the two-factor code step build them under the same names, so they share one count: a wrong
 * code counts as a wrong password does (CONTRACT section 16).
 */
export function createSignInLimits({ database, config }: Pick<AppDeps, 'database' | 'config'>) {
  // CONTRACT: 5 failed attempts per IP per 15 minutes.
  const perIp = createLimiter({
    raw: database.raw,
    name: 'login',
    limit: config.loginRateLimit,
    windowMs: LOGIN_WINDOW_MS,
    failuresOnly: true,
    message: tooMany,
  });
  // Guesses spread over many addresses (one IPv6 /48 holds 65,536 /64s) still meet this one. Unknown
  // usernames are counted alike, so a 429 says nothing about whether the name exists.
  const perUsername = createFailureLimit({
    raw: database.raw,
    name: 'login-user',
    limit: USERNAME_MAX_FAILURES,
    windowMs: LOGIN_WINDOW_MS,
    message: tooMany,
  });
  return { perIp, perUsername };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
