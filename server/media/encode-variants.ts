import sharp, { type Sharp } from 'sharp';
import { rawInput, type DecodedImage } from './decode-image';
import {
  AVIF_OPTIONS,
  JPEG_OPTIONS,
  PNG_OPTIONS,
  SOCIAL_JPEG_OPTIONS,
  SOCIAL_SIZE,
  VARIANT_WIDTHS,
  WEBP_OPTIONS,
} from './limits';

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface EncodedFile {
  /** The file name under the image's folder, e.g. `960.webp`. */
  name: string;
  kind: 'variant' | 'social';
  format: OutputFormat;
  width: number;
  height: number;
  contentType: string;
  bytes: Buffer;
}

const EXTENSION: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
const CONTENT_TYPE: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Every width of the srcset narrower than the stored image, plus the stored width itself. */
export function variantWidths(storedWidth: number): number[] {
  return [...VARIANT_WIDTHS.filter((w) => w < storedWidth), storedWidth];
}

function encoder(image: DecodedImage, width: number, format: OutputFormat): Sharp {
  let pipeline = sharp(image.pixels, rawInput(image));
  if (width !== image.width) pipeline = pipeline.resize({ width });
  // An alpha channel that is opaque everywhere carries nothing: drop it rather than flatten it.
  if (!image.transparent && (image.channels === 2 || image.channels === 4)) pipeline = pipeline.removeAlpha();
  if (format === 'avif') return pipeline.avif(AVIF_OPTIONS);
  if (format === 'webp') return pipeline.webp(WEBP_OPTIONS);
  if (format === 'png') return pipeline.png(PNG_OPTIONS);
  return pipeline.jpeg(JPEG_OPTIONS);
}

async function encode(
  image: DecodedImage,
  width: number,
  format: OutputFormat,
  kind: EncodedFile['kind'] = 'variant',
): Promise<EncodedFile> {
  const pipeline =
    kind === 'social'
      ? sharp(image.pixels, rawInput(image))
          .resize({ ...SOCIAL_SIZE, fit: 'cover' })
          .flatten({ background: '#ffffff' })
          .jpeg(SOCIAL_JPEG_OPTIONS)
      : encoder(image, width, format);
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return {
    name: kind === 'social' ? 'social.jpg' : `${width}.${EXTENSION[format]}`,
    kind,
    format,
    width: info.width,
    height: info.height,
    contentType: CONTENT_TYPE[format],
    bytes: data,
  };
}

// Two encodes at a time: an upload finishes sooner on two cores, and two of libuv's four threads
// stay free for the rest of the server.
const PARALLEL_ENCODES = 2;

/** AVIF, WebP and the fallback (JPEG, or PNG with transparency) at every width, and the social crop. */
export async function encodeVariants(image: DecodedImage): Promise<EncodedFile[]> {
  const fallback: OutputFormat = image.transparent ? 'png' : 'jpeg';
  const jobs: (() => Promise<EncodedFile>)[] = [() => encode(image, SOCIAL_SIZE.width, 'jpeg', 'social')];
  for (const width of variantWidths(image.width)) {
    for (const format of ['avif', 'webp', fallback] as const) jobs.push(() => encode(image, width, format));
  }
  const files: EncodedFile[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      files[index] = await jobs[index]();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_ENCODES }, worker));
  return files;
}
