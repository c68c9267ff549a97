import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import type { App } from '../../server/app';
import { setCookie, type Credentials, type SignedIn } from './admin-agent';

/** The code an authenticator app shows for `secret` at `timestamp` (ms). */
export const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

/** Sets two-factor up for a signed-in account: answers its secret and its ten recovery codes. */
export async function turnOnTwoFactor(signedIn: SignedIn, password: string) {
  const setup = await signedIn.agent
    .post('/api/admin/account/two-factor/setup')
    .set('X-CSRF-Token', signedIn.csrfToken);
  if (setup.status !== 200) throw new Error(`Set-up failed: ${setup.status} ${setup.text}`);
  const secret = String(setup.body.secret);
  const enabled = await signedIn.agent
    .post('/api/admin/account/two-factor/enable')
    .set('X-CSRF-Token', signedIn.csrfToken)
    .send({ code: codeAt(secret), currentPassword: password });
  if (enabled.status !== 200) throw new Error(`Enable failed: ${enabled.status} ${enabled.text}`);
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

/** The password step of a sign-in with two-factor: the agent holding the pending sign-in. */
export async function passwordStep(app: App, credentials: Credentials) {
  const agent = request.agent(app);
  const res = await agent
    .post('/api/admin/login')
    .send({ username: credentials.username, password: credentials.password });
  return { agent, res };
}

/** The code step, answering the sign-in and, on success, the new CSRF token. */
export async function codeStep(agent: ReturnType<typeof request.agent>, code: string) {
  const res = await agent.post('/api/admin/login/two-factor').send({ code });
  const csrf = setCookie(res, 'csrf-token');
  return { res, csrfToken: csrf && decodeURIComponent(csrf.slice('csrf-token='.length)) };
}
