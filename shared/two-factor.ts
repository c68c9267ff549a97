// What the two-factor endpoints of CONTRACT section 16 answer, shared by both sides.

/** RFC 6238 as CONTRACT fixes it: 6 digits, 30-second steps, one step either side. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/** How long the code step of a sign-in waits after the right password. */
export const TWO_FACTOR_PENDING_MS = 5 * 60 * 1000;

/** A wrong, replayed or expired code (a 400, counted toward the login limits). */
export const CODE_INVALID = 'That code is not valid.';

/** The 403 of an account whose role REQUIRE_TWO_FACTOR names, before it sets two-factor up. */
export const TWO_FACTOR_SETUP_REQUIRED = 'Set up two-factor sign-in to continue.';

/** POST /api/admin/login with the right password, for an account with two-factor: no session yet. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
}

/** POST /api/admin/account/two-factor/setup: scan the QR code (SVG markup) or type the secret. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** POST /api/admin/account/two-factor/enable: shown this once, kept only as hashes. */
export interface TwoFactorEnabled {
  recoveryCodes: string[];
}

/** GET /api/admin/account/two-factor: the account screen's card. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** REQUIRE_TWO_FACTOR names this account's role. */
  required: boolean;
  /** Recovery codes not yet used (0 when two-factor is off). */
  recoveryCodesLeft: number;
}
