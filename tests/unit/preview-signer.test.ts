import { describe, expect, it, vi } from 'vitest';
import { PREVIEW_LINK_DAYS, previewSigner } from '../../server/posts/preview-links';

// The signed preview token (CONTRACT section 8) on its own, on a set clock: what the integration
// tests (post-preview-links) prove over HTTP, at the layer where each rule is cheapest to check.

const POST = '6f1c2b1e-96f5-4a5b-9a55-0e5a2b6b7c11';
// Made in each test, not at import: Stryker's mutants of previewSigner are switched on per test.
const signerForTest = () => previewSigner('test-session-secret-0123456789abcdef');
const at = (iso: string) => new Date(iso);

describe('previewSigner', () => {
  it('answers the post id of a genuine token until its expiry second, and nothing from then on', () => {
    const signer = signerForTest();
    vi.useFakeTimers({ toFake: ['Date'], now: at('2026-03-01T12:00:00.000Z') });
    try {
      const token = signer.sign(POST, at('2026-03-08T12:00:00.000Z'));
      expect(token).toMatch(/^6f1c2b1e-96f5-4a5b-9a55-0e5a2b6b7c11\.1772971200\.[\w-]{43}$/);
      expect(signer.verify(token)).toBe(POST);
      vi.setSystemTime(at('2026-03-08T11:59:59.999Z'));
      expect(signer.verify(token)).toBe(POST);
      vi.setSystemTime(at('2026-03-08T12:00:00.000Z'));
      expect(signer.verify(token)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lasts 7 days', () => {
    expect(PREVIEW_LINK_DAYS).toBe(7);
  });

  it('refuses a token altered anywhere, signed with another secret, or not a token at all', () => {
    const signer = signerForTest();
    const later = new Date(Date.now() + 60_000);
    const token = signer.sign(POST, later);
    const [id, expires, signature] = token.split('.');
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');
    for (const forged of [
      `${id.replace('6f1c', '7f1c')}.${expires}.${signature}`,
      `${id}.${Number(expires) + 1}.${signature}`,
      `${id}.${expires}.${flip(signature)}`,
      `${id}.${expires}.${signature.slice(0, -1)}`,
      `${id}.${expires}.${signature}x`,
      `${id}.${expires}`,
      `x${token}`,
      `${token}.`,
      previewSigner('another-secret-0123456789abcdef0123').sign(POST, later),
      '',
    ])
      expect(signer.verify(forged), forged).toBeUndefined();
    expect(signer.verify(token)).toBe(POST);
  });
});
