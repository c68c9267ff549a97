import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../http/errors';
import { detectImageFormat, type InputFormat } from './detect-format';
import { MAX_INPUT_PIXELS } from './limits';

export const unreadableImage = () => new HttpError(400, 'The file could not be read as an image');

// What sharp's header reader calls each accepted format (AVIF is read by libheif).
const SHARP_FORMAT: Record<InputFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

/**
 * Checks an upload from its bytes and header alone, before anything is decoded: a type that is not
 * an accepted image is 415; a header that does not parse, or a size over 50 megapixels (a
 * decompression bomb: a few kB that would expand to gigabytes of pixels), is 400.
 */
export async function inspectImage(bytes: Buffer): Promise<InputFormat> {
  const format = detectImageFormat(bytes);
  if (!format) {
    throw new HttpError(415, 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded');
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadableImage();
  }
  if (metadata.format !== SHARP_FORMAT[format] || !metadata.width || !metadata.height) {
    throw unreadableImage();
  }
  // An animated GIF or WebP reports the height of all its frames together; only the first is kept.
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight > MAX_INPUT_PIXELS) {
    throw new HttpError(400, 'The image is larger than 50 megapixels');
  }
  return format;
}
