import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The cookie-signing secret: SESSION_SECRET when set (it must be, and equal, on every instance);
 * otherwise one generated on first start and kept in DATA_DIR, so sessions survive a restart.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
