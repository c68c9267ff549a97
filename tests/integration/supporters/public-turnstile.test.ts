import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows } from '../../helpers/database';
import { useTestApp } from '../../helpers/test-app';

// A stand-in for Cloudflare's siteverify: "pass" succeeds, "broken" answers garbage, the rest fail.
const received: URLSearchParams[] = [];
let verifier: http.Server;

function startVerifier(): Promise<string> {
  verifier = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      if (form.get('response') === 'broken') {
        res.writeHead(502, { 'Content-Type': 'text/plain' }).end('Bad gateway');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: form.get('response') === 'pass' }));
    });
  });
  return new Promise((resolve) =>
    verifier.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`),
    ),
  );
}

// The verifier's URL is only known once it listens, before the app reads its settings.
const env: Record<string, string> = {
  TURNSTILE_SECRET_KEY: 'test-turnstile-secret',
  RATE_LIMIT_FORMS: '1000',
};
beforeAll(async () => {
  env.TURNSTILE_VERIFY_URL = await startVerifier();
});
afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));

const ctx = useTestApp(env);
beforeEach(() => {
  received.length = 0;
});

const endorsement = { name: 'Rosa Park', endorsement: 'Jordan won my grievance.', website: '' };

describe('POST /api/endorsements with TURNSTILE_SECRET_KEY set', () => {
  it('accepts a token the verifier passes, sending it the secret and the token', async () => {
    const res = await request(ctx.app)
      .post('/api/endorsements')
      .send({ ...endorsement, turnstileToken: 'pass' });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    expect(received).toHaveLength(1);
    expect(received[0].get('secret')).toBe('test-turnstile-secret');
    expect(received[0].get('response')).toBe('pass');
    expect(await countRows(ctx.database, 'endorsements')).toBe(1);
  });

  it('refuses a token the verifier fails with 400 and stores nothing', async () => {
    const res = await request(ctx.app)
      .post('/api/endorsements')
      .send({ ...endorsement, turnstileToken: 'forged' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Please complete the security verification',
      errors: [{ path: 'turnstileToken', message: 'Please complete the security verification' }],
    });
    expect(await countRows(ctx.database, 'endorsements')).toBe(0);
  });

  it('refuses the fixed placeholder token that the page sends without a site key', async () => {
    const res = await request(ctx.app)
      .post('/api/endorsements')
      .send({ ...endorsement, turnstileToken: 'turnstile-placeholder-token' });
    expect(res.status).toBe(400);
    expect(await countRows(ctx.database, 'endorsements')).toBe(0);
  });

  it('answers 503 and stores nothing when the verifier cannot be read', async () => {
    const res = await request(ctx.app)
      .post('/api/endorsements')
      .send({ ...endorsement, turnstileToken: 'broken' });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/try again/i);
    expect(await countRows(ctx.database, 'endorsements')).toBe(0);
  });

  it('does not ask the verifier about a submission that fails its own checks', async () => {
    const res = await request(ctx.app)
      .post('/api/endorsements')
      .send({ ...endorsement, name: '', turnstileToken: 'pass' });
    expect(res.status).toBe(400);
    expect(received).toHaveLength(0);
  });
});
