import sharp from 'sharp';
import { decodeImage } from './decode-image';
import { encodeVariants, type EncodedFile } from './encode-variants';
import { inspectImage } from './inspect-image';
import { createWorkQueue } from './work-queue';

// One libvips thread per operation: parallelism comes from running two encodes at once (see
// encode-variants.ts), which keeps the number of busy threads known.
sharp.concurrency(1);
// Uploads are rare and their sources used once: a cache of decoded inputs would only hold memory.
sharp.cache(false);

export interface ProcessedImage {
  width: number;
  height: number;
  fallbackFormat: 'jpeg' | 'png';
  files: EncodedFile[];
}

// One upload at a time: a second waits rather than halving the first one's threads; the raw
// pixels of only one image (at most 2400 px wide, 50 megapixels) are held at once.
const runUpload = createWorkQueue(1);

/**
 * An upload's bytes to every file the site serves for it. Refusals come as HttpErrors: 415 for what
 * is not an accepted image, 400 for what does not decode or is over 50 megapixels.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  await inspectImage(bytes);
  return runUpload(async () => {
    const image = await decodeImage(bytes);
    const files = await encodeVariants(image);
    return {
      width: image.width,
      height: image.height,
      fallbackFormat: image.transparent ? 'png' : 'jpeg',
      files,
    };
  });
}
