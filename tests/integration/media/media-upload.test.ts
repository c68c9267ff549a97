import request from 'supertest';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { jpegWithExif, solidImage } from '../../helpers/media-images';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

const upload = (bytes: Buffer, name = 'photo.jpg', alt?: string) => {
  const req = admin.agent.post('/api/admin/media').set('X-CSRF-Token', admin.csrfToken);
  if (alt !== undefined) req.field('alt', alt);
  return req.attach('file', bytes, name);
};

const fetchFile = (url: string) =>
  request(ctx.app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('POST /api/admin/media', () => {
  it('answers 201 with the item: stored size, alt, variants at every narrower width and the stored one', async () => {
    const res = await upload(await solidImage(1000, 500), 'rally.jpg', '  Members at the rally  ');
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `/media/${id}/1000.jpg`,
      width: 1000,
      height: 500,
      alt: 'Members at the rally',
      variants: expect.any(Array),
      social: { url: `/media/${id}/social.jpg`, width: 1200, height: 630 },
      createdAt: expect.any(String),
    });
    const summary = res.body.variants.map((v: { width: number; format: string }) => `${v.width}.${v.format}`);
    expect(summary).toEqual([
      '320.avif',
      '320.webp',
      '320.jpeg',
      '640.avif',
      '640.webp',
      '640.jpeg',
      '960.avif',
      '960.webp',
      '960.jpeg',
      '1000.avif',
      '1000.webp',
      '1000.jpeg',
    ]);
    expect(res.body.variants[0]).toEqual({
      url: `/media/${id}/320.avif`,
      width: 320,
      height: 160,
      format: 'avif',
    });
    expect(await countRows(ctx.database, 'media')).toBe(1);
    expect(await countRows(ctx.database, 'media_files')).toBe(13);
    const audit = await ctx.database.raw.query('SELECT actor, action, target FROM audit_log');
    expect(audit.rows).toEqual([{ actor: 'campaign-admin', action: 'media.upload', target: id }]);
  });

  it('scales a wide image down to 2400 px and never enlarges a small one', async () => {
    const wide = await upload(await solidImage(3000, 1500, 'png'), 'wide.png');
    expect(wide.status).toBe(201);
    expect([wide.body.width, wide.body.height]).toEqual([2400, 1200]);
    expect(new Set(wide.body.variants.map((v: { width: number }) => v.width))).toEqual(
      new Set([320, 640, 960, 1280, 1920, 2400]),
    );
    const small = await upload(await solidImage(200, 100, 'gif'), 'small.gif');
    expect(small.status).toBe(201);
    expect([small.body.width, small.body.height]).toEqual([200, 100]);
    expect(
      small.body.variants.map((v: { width: number; format: string }) => `${v.width}.${v.format}`),
    ).toEqual(['200.avif', '200.webp', '200.jpeg']);
  });

  it('keeps transparency with a PNG fallback', async () => {
    const res = await upload(await solidImage(400, 300, 'png', { r: 0, g: 0, b: 0, alpha: 0.4 }), 'logo.png');
    expect(res.status).toBe(201);
    expect(res.body.url).toBe(`/media/${res.body.id}/400.png`);
    expect(res.body.variants.map((v: { format: string }) => v.format)).toEqual([
      'avif',
      'webp',
      'png',
      'avif',
      'webp',
      'png',
    ]);
  });

  it('accepts WebP and AVIF uploads, recognised by their bytes whatever the name', async () => {
    expect((await upload(await solidImage(300, 200, 'webp'), 'picture.png')).status).toBe(201);
    expect((await upload(await solidImage(300, 200, 'avif'), 'upload.bin')).status).toBe(201);
  });

  it('turns the image upright by its EXIF orientation and strips every metadata block from every file', async () => {
    const res = await upload(await jpegWithExif(400, 200, 6), 'phone.jpg');
    expect(res.status).toBe(201);
    expect([res.body.width, res.body.height]).toEqual([200, 400]);
    const urls = [...res.body.variants.map((v: { url: string }) => v.url), res.body.social.url];
    for (const url of urls) {
      const file = await fetchFile(url);
      expect(file.status).toBe(200);
      const meta = await sharp(file.body as Buffer).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(meta.icc, url).toBeUndefined();
      expect(meta.iptc, url).toBeUndefined();
      expect(meta.comments, url).toBeUndefined();
      expect(meta.orientation ?? 1, url).toBe(1);
    }
    const fallback = await sharp((await fetchFile(res.body.url)).body as Buffer).metadata();
    expect([fallback.format, fallback.width, fallback.height]).toEqual(['jpeg', 200, 400]);
    const social = await sharp((await fetchFile(res.body.social.url)).body as Buffer).metadata();
    expect([social.format, social.width, social.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('gives the same bytes uploaded twice their own files', async () => {
    const bytes = await solidImage(320, 200);
    const first = await upload(bytes);
    const second = await upload(bytes);
    expect(first.body.id).not.toBe(second.body.id);
    expect(first.body.url).not.toBe(second.body.url);
    expect(await countRows(ctx.database, 'media_files')).toBe(8);
  });
});
