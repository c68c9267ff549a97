import sharp from 'sharp';
import { MAX_INPUT_PIXELS, MAX_STORED_WIDTH } from './limits';
import { unreadableImage } from './inspect-image';

/** The stored image as raw pixels: every variant is encoded from these, so the upload decodes once. */
export interface DecodedImage {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
  /** Some pixel is not fully opaque: the fallback format is PNG, not JPEG. */
  transparent: boolean;
}

export const rawInput = (image: DecodedImage) => ({
  raw: { width: image.width, height: image.height, channels: image.channels },
});

/**
 * Decodes the first frame, turns it upright by its EXIF orientation and scales it down (never up) to
 * at most 2400 px wide, in sRGB. Nothing of the input's metadata survives: raw pixels carry none.
 * The pixel limit stays on as a second guard; a truncated or corrupt file fails here (400).
 */
export async function decodeImage(bytes: Buffer): Promise<DecodedImage> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const channels = info.channels as DecodedImage['channels'];
    const image = { pixels: data, width: info.width, height: info.height, channels, transparent: false };
    if (channels === 2 || channels === 4) {
      const stats = await sharp(data, rawInput(image)).stats();
      image.transparent = !stats.isOpaque;
    }
    return image;
  } catch {
    throw unreadableImage();
  }
}
