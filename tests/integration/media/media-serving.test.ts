import request from 'supertest';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { solidImage } from '../../helpers/media-images';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

interface Uploaded {
  id: string;
  url: string;
  variants: { url: string; format: string; width: number }[];
}
let image: Uploaded;
const admin = useSignedInAdmin(ctx);

async function uploadAs(bytes: Buffer): Promise<Uploaded> {
  const res = await admin.agent
    .post('/api/admin/media')
    .set('X-CSRF-Token', admin.csrfToken)
    .attach('file', bytes, 'photo.jpg');
  expect(res.status).toBe(201);
  return res.body;
}

const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

beforeEach(async () => {
  image = await uploadAs(await solidImage(700, 400));
});

const TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

describe('GET /media/...', () => {
  it('serves every variant publicly with its type, immutable caching, an ETag and nosniff', async () => {
    for (const variant of image.variants) {
      const res = await binary(request(ctx.app).get(variant.url));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(TYPES[variant.format]);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(res.headers['set-cookie']).toBeUndefined();
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
      expect(meta.width).toBe(variant.width);
      expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);
    }
  });

  it('answers 304 to a matching If-None-Match, and HEAD with the headers alone', async () => {
    const first = await request(ctx.app).get(image.url);
    const again = await request(ctx.app).get(image.url).set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await request(ctx.app).head(image.url);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('answers 404 JSON, not the page, for unknown paths', async () => {
    for (const path of [
      `/media/${image.id}/9999.jpg`,
      '/media/6f1c2b1e-96f5-4a5b-9a55-0e5a2b6b7c11/320.jpg',
      '/media/nothing',
      '/media/../api/health',
      `/media/${image.id}/320.jpg/extra`,
    ]) {
      const res = await request(ctx.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
    }
  });

  it('streams a file larger than one database read whole and intact', async () => {
    // Unblurred noise: the hardest picture to compress, so a 1200 px JPEG passes 256 kB.
    const noise = await sharp({
      create: {
        width: 1200,
        height: 800,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const big = await uploadAs(noise);
    const largest = big.variants.find((v) => v.width === 1200 && v.format === 'jpeg');
    const res = await binary(request(ctx.app).get(largest!.url));
    expect(res.status).toBe(200);
    const length = (res.body as Buffer).length;
    expect(length).toBeGreaterThan(256 * 1024);
    expect(Number(res.headers['content-length'])).toBe(length);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 800]);
    await sharp(res.body as Buffer).stats();
  });
});
