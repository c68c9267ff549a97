// Photo-like pictures for `npm run seed` and the bench, stored through the same pipeline as an
// upload (server/media), so every seeded page and every Lighthouse run shows real variants.
import sharp from 'sharp';
import type { MediaItem } from '../shared/api-types';
import type { Db } from '../server/db/client';
import { processImage } from '../server/media/process-image';
import { createMedia } from '../server/media/library';

// Sky and ground colours of a few scenes (dusk over a rally, a grey morning picket, a green park).
const SCENES = [
  ['#f59e0b', '#7c2d12', '#1e3a8a'],
  ['#94a3b8', '#334155', '#0f172a'],
  ['#38bdf8', '#15803d', '#14532d'],
  ['#fda4af', '#9d174d', '#312e81'],
  ['#fde68a', '#b45309', '#1f2937'],
  ['#a5b4fc', '#1d4ed8', '#0b1324'],
] as const;

/**
 * A JPEG like a phone photo (3200 x 1800 by default, so the pipeline scales it down; 16:9, the frame
 * every post picture is shown in, so the bytes a page loads are the pixels it shows): a sky gradient,
 * soft shapes for people and buildings, and grain (real photos are never flat colour, and grain is
 * what makes encoders work). The grain is drawn at a quarter of the size and enlarged: cheaper, and
 * closer to a photo's soft noise than per-pixel static.
 */
export async function generatePhoto(index: number, width = 3200, height = 1800): Promise<Buffer> {
  const [sky, middle, ground] = SCENES[index % SCENES.length];
  const shapes = Array.from({ length: 14 }, (_, i) => {
    const x = ((i * 397 + index * 131) % 100) / 100;
    const r = 0.04 + ((i * 53 + index * 17) % 10) / 120;
    return `<ellipse cx="${x * width}" cy="${height * (0.62 + r)}" rx="${r * width * 0.6}" ry="${r * height * 1.4}" fill="${ground}" fill-opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky}"/><stop offset="0.6" stop-color="${middle}"/><stop offset="1" stop-color="${ground}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const grain = await sharp({
    create: {
      width: Math.ceil(width / 4),
      height: Math.ceil(height / 4),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 22 },
    },
  })
    .resize({ width, height, kernel: 'cubic' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 86 })
    .toBuffer();
}

/** Generates picture `index` at `width` x `height` and stores it as an upload by `actor` would be. */
export async function storeSeedPhoto(
  db: Db,
  index: number,
  alt: string,
  { width = 3200, height = 1800, actor = 'campaign' } = {},
): Promise<MediaItem> {
  const image = await processImage(await generatePhoto(index, width, height));
  return createMedia(db, { image, alt, originalName: `seed-${index + 1}.jpg`, actor });
}
