import { HttpError } from './errors';

export interface TurnstileConfig {
  turnstileSecret?: string;
  turnstileVerifyUrl: string;
}

const failed = () =>
  new HttpError(400, 'Please complete the security verification', [
    { path: 'turnstileToken', message: 'Please complete the security verification' },
  ]);

/**
 * Verifies a bot token with Cloudflare's siteverify when a secret is configured; without one, the
 * schema's "non-empty" check is all there is (CONTRACT section 1).
 */
export async function verifyTurnstile(
  config: TurnstileConfig,
  token: string,
  remoteIp?: string,
): Promise<void> {
  if (!config.turnstileSecret) return;
  const body = new URLSearchParams({ secret: config.turnstileSecret, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  let outcome: { success?: boolean };
  try {
    const response = await fetch(config.turnstileVerifyUrl, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    });
    outcome = (await response.json()) as { success?: boolean };
  } catch {
    throw new HttpError(503, 'Security verification is unavailable right now. Please try again shortly.');
  }
  if (outcome.success !== true) throw failed();
}
