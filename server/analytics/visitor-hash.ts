import crypto from 'node:crypto';

/** Who viewed, for the visitor count: the address as the rate limits key it, and the user agent. */
export interface Viewer {
  address: string;
  agent: string;
}

/**
 * The visitor's hash for one day: the day's secret, the address and the user agent. Without the
 * secret (deleted when its day ends) no hash can be tied to an address again, not even by guessing
 * addresses.
 */
export function visitorHash(secret: string, viewer: Viewer): string {
  return crypto
    .createHash('sha256')
    .update(secret)
    .update('\n')
    .update(viewer.address)
    .update('\n')
    .update(viewer.agent)
    .digest('base64url');
}

export const newDaySecret = () => crypto.randomBytes(32).toString('base64url');
