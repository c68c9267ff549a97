import sharp from 'sharp';
import { expect } from 'vitest';
import type { SignedIn } from './admin-agent';

// Small test images made with sharp: one colour compresses to almost nothing, so even a large
// picture costs little to send. Only the rules that need size use big ones.

type Format = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export async function solidImage(
  width: number,
  height: number,
  format: Format = 'jpeg',
  background: { r: number; g: number; b: number; alpha?: number } = { r: 200, g: 30, b: 40 },
): Promise<Buffer> {
  const channels = background.alpha !== undefined && background.alpha < 1 ? 4 : 3;
  return sharp({ create: { width, height, channels, background } }).toFormat(format).toBuffer();
}

/** A JPEG of `width` x `height` whose EXIF says to turn it (6: 90 degrees clockwise), with GPS. */
export async function jpegWithExif(width: number, height: number, orientation = 6): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Copyright: 'Campaign photographer', Artist: 'Staff' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

/** A photo-like picture (a blurred noise field): what a phone sends, for timing the pipeline. */
export async function photoLike(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Uploads a small JPEG to the media library as the signed-in admin: 201 with the new item. */
export async function uploadMedia(admin: SignedIn, alt = '') {
  const res = await admin.agent
    .post('/api/admin/media')
    .set('X-CSRF-Token', admin.csrfToken)
    .field('alt', alt)
    .attach('file', await solidImage(330, 200), 'photo.jpg');
  expect(res.status).toBe(201);
  return res.body as { id: string; url: string; alt: string };
}
