import { describe, expect, it } from 'vitest';
import type { MediaItem, MediaVariant } from '../../shared/api-types';
import {
  MEDIA_MAX_BYTES,
  imageFileProblem,
  mediaMarkdown,
  thumbnailOf,
} from '../../client/src/features/admin/media/media-rules';

const variant = (width: number, format: MediaVariant['format']): MediaVariant => ({
  url: `/media/abc/${width}.${format}`,
  width,
  height: Math.round((width * 2) / 3),
  format,
});

const item = (widths: number[]): Pick<MediaItem, 'url' | 'width' | 'height' | 'variants'> => ({
  url: `/media/abc/${widths.at(-1)}.jpeg`,
  width: widths.at(-1)!,
  height: Math.round((widths.at(-1)! * 2) / 3),
  variants: widths.flatMap((w) => [variant(w, 'avif'), variant(w, 'jpeg'), variant(w, 'webp')]),
});

describe('imageFileProblem', () => {
  it('lets the five formats the server reads through', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']) {
      expect(imageFileProblem({ name: 'a', type, size: 1000 })).toBeNull();
    }
  });

  it('refuses an SVG, a PDF and a HEIC photo before sending, naming the file', () => {
    expect(imageFileProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toMatch(
      /“logo.svg” is not an image/,
    );
    expect(imageFileProblem({ name: 'flyer.pdf', type: 'application/pdf', size: 10 })).toMatch(
      /JPEG, PNG, WebP, AVIF or GIF/,
    );
    expect(imageFileProblem({ name: 'IMG_1.HEIC', type: 'image/heic', size: 10 })).not.toBeNull();
  });

  it('refuses a file over 15 MB with its size, and accepts one of exactly 15 MB', () => {
    expect(imageFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: MEDIA_MAX_BYTES + 1 })).toBe(
      '“big.jpg” is 15.0 MB; images can be at most 15 MB.',
    );
    expect(imageFileProblem({ name: 'ok.jpg', type: 'image/jpeg', size: MEDIA_MAX_BYTES })).toBeNull();
  });

  it('leaves a file with no declared type to the server, which reads its bytes', () => {
    expect(imageFileProblem({ name: 'photo', type: '', size: 2000 })).toBeNull();
  });

  it('refuses an empty file', () => {
    expect(imageFileProblem({ name: 'empty.png', type: 'image/png', size: 0 })).toBe('“empty.png” is empty.');
  });
});

describe('mediaMarkdown', () => {
  it('writes the image with its own alt text, or the one given', () => {
    const image = { url: '/media/abc/960.jpeg', alt: 'Members at the rally' };
    expect(mediaMarkdown(image)).toBe('![Members at the rally](/media/abc/960.jpeg)');
    expect(mediaMarkdown(image, 'Another view')).toBe('![Another view](/media/abc/960.jpeg)');
  });

  it('escapes brackets and folds line breaks so the alt text cannot end the image early', () => {
    expect(mediaMarkdown({ url: '/m/1.png', alt: 'Sign [left]\nside \\ note' })).toBe(
      '![Sign \\[left\\] side \\\\ note](/m/1.png)',
    );
  });

  it('wraps an address with spaces or parentheses in angle brackets', () => {
    expect(mediaMarkdown({ url: 'https://x.org/a (1).png', alt: '' })).toBe('![](<https://x.org/a (1).png>)');
  });
});

describe('thumbnailOf', () => {
  it('picks the 320 WebP of an image that has larger sizes', () => {
    expect(thumbnailOf(item([320, 640, 960]))).toMatchObject({ width: 320, format: 'webp' });
  });

  it('picks the smallest size at least as wide as asked', () => {
    expect(thumbnailOf(item([320, 640, 960]), 500)).toMatchObject({ width: 640, format: 'webp' });
  });

  it('falls back to the widest there is for a small image', () => {
    expect(thumbnailOf(item([200]), 320)).toMatchObject({ width: 200, format: 'webp' });
  });

  it('uses the image itself when it lists no variants', () => {
    expect(thumbnailOf({ url: '/media/x.png', width: 100, height: 50, variants: [] })).toMatchObject({
      url: '/media/x.png',
      width: 100,
    });
  });
});
