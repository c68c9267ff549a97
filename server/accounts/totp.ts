import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { SITE_NAME } from '../../shared/site-identity';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW, type TwoFactorSetup } from '../../shared/two-factor';

// TOTP as CONTRACT section 16 fixes it (RFC 6238: 6 digits, 30 seconds, one step either side),
// through otpauth, which compares codes in constant time. The secret is kept sealed (AES-256-GCM
// with a key derived from the server's secret): a copy of the database alone makes no codes.

const totpOf = (secret: string, username = '') =>
  new TOTP({
    issuer: SITE_NAME,
    label: username,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 as apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What the set-up screen shows: the secret to type, its otpauth:// URL and that URL as a QR code. */
export async function setupAnswer(secret: string, username: string): Promise<TwoFactorSetup> {
  const otpauthUrl = totpOf(secret, username).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

/** The current time step (what a code is valid for), from the server's clock. */
export const stepAt = (now: number) => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

/** The time step a code belongs to (now, or one either side), or undefined for a wrong code. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d+$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? undefined : stepAt(now) + delta;
}

const keyOf = (serverSecret: string) =>
  createHmac('sha256', serverSecret).update('admin-two-factor-secret').digest();

/** Seals a TOTP secret for the database: iv, tag and ciphertext, base64url, dot-joined. */
export function sealSecret(serverSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The TOTP secret a sealed value holds; undefined when it was sealed with another key or altered. */
export function unsealSecret(serverSecret: string, sealed: string): string | undefined {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** A typed code without the spaces and dashes people put in, in lower case. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
