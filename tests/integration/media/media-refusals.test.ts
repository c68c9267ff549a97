import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../../helpers/admin-agent';
import { countRows } from '../../helpers/database';
import { solidImage } from '../../helpers/media-images';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const admin = useSignedInAdmin(ctx);

afterEach(async () => {
  // Whatever was refused, nothing was stored and the server still answers.
  expect(await countRows(ctx.database, 'media')).toBe(0);
  expect(await countRows(ctx.database, 'media_files')).toBe(0);
  expect((await request(ctx.app).get('/api/health')).status).toBe(200);
});

const post = () => admin.agent.post('/api/admin/media').set('X-CSRF-Token', admin.csrfToken);
const upload = (bytes: Buffer, name: string, contentType?: string) =>
  post().attach('file', bytes, contentType ? { filename: name, contentType } : name);

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

describe('POST /api/admin/media refuses what is not an accepted image with 415', () => {
  it.each([
    ['an SVG', svg, 'logo.svg', 'image/svg+xml'],
    ['an SVG named .png', svg, 'logo.png', 'image/png'],
    ['an HTML page', Buffer.from('<!doctype html><html><body>hi</body></html>'), 'page.jpg', 'image/jpeg'],
    [
      'a PDF',
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n'),
      'flyer.pdf',
      'application/pdf',
    ],
    [
      'a text file named .jpg',
      Buffer.from('Just some notes from the meeting, nothing to see.'),
      'notes.jpg',
      'image/jpeg',
    ],
  ])('refuses %s with 415 and stores nothing', async (_label, bytes, name, type) => {
    const res = await upload(bytes, name, type);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded' });
  });
});

describe('POST /api/admin/media refuses broken and oversized input', () => {
  it('refuses a truncated JPEG with 400', async () => {
    const whole = await solidImage(800, 600);
    const res = await upload(whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file could not be read as an image');
  });

  it('refuses a 60-megapixel PNG of one colour with 400, from its header', async () => {
    const bomb = await solidImage(10_000, 6_000, 'png');
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(bomb, 'bomb.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The image is larger than 50 megapixels');
  });

  it('refuses a 20 MB body with 413', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024, 0xff);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(big, 'huge.jpg').catch((err: { response?: request.Response }) => err.response);
    expect(res?.status).toBe(413);
    expect(res?.body).toEqual({ message: 'The image is larger than 15 MB' });
  });

  it('refuses two files in one request with 400', async () => {
    const one = await solidImage(100, 100);
    const res = await post().attach('file', one, 'a.jpg').attach('file', one, 'b.jpg');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('file');
  });

  it('refuses a request with no file with 400 on the path "file"', async () => {
    const res = await post().field('alt', 'A photo');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Choose an image file to upload',
      errors: [{ path: 'file', message: 'Choose an image file to upload' }],
    });
    const json = await post().send({ alt: 'A photo' });
    expect(json.status).toBe(400);
    expect(json.body.errors[0].path).toBe('file');
  });

  it('refuses an alt text of 10,000 characters with 400 on the path "alt"', async () => {
    const res = await post()
      .field('alt', 'x'.repeat(10_000))
      .attach('file', await solidImage(100, 100), 'a.jpg');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'alt', message: 'Alt text must be at most 250 characters' }]);
  });
});

describe('POST /api/admin/media is for signed-in staff on this site only', () => {
  it('answers 401 to a signed-out upload, before anything else', async () => {
    const res = await request(ctx.app)
      .post('/api/admin/media')
      .attach('file', await solidImage(50, 50), 'a.jpg');
    expect(res.status).toBe(401);
  });

  it('answers 403 without the CSRF token, or from another site', async () => {
    const bytes = await solidImage(50, 50);
    const noToken = await admin.agent.post('/api/admin/media').attach('file', bytes, 'a.jpg');
    expect(noToken.status).toBe(403);
    const crossSite = await post().set('Origin', 'https://evil.example').attach('file', bytes, 'a.jpg');
    expect(crossSite.status).toBe(403);
    const fetchSite = await post().set('Sec-Fetch-Site', 'cross-site').attach('file', bytes, 'a.jpg');
    expect(fetchSite.status).toBe(403);
  });
});
