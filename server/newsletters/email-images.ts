import type { ResponsiveImageData } from '../../shared/api-types';
import { mediaIdFromUrl } from '../../shared/media-urls';

// Mail programs show neither AVIF nor WebP, and a message is read at most about 600 px wide (1200
// device pixels): an uploaded image goes out as its JPEG or PNG variant no wider than 1280 px.
export const EMAIL_IMAGE_MAX_WIDTH = 1280;
/** The width the message's column draws pictures at (its layout is 600 px less padding). */
export const EMAIL_COLUMN_WIDTH = 552;

export interface EmailImage {
  src: string;
  width?: number;
  height?: number;
  alt: string;
}

/** `url` made absolute against the site; undefined for anything but http(s) (javascript:, data:...). */
export function absoluteUrl(url: string | null | undefined, siteUrl: string): string | undefined {
  if (!url) return undefined;
  try {
    const resolved = new URL(url, `${siteUrl}/`);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

/** The fallback-format variant no wider than the limit (the narrowest there is, if all are wider). */
function mailVariant(image: ResponsiveImageData) {
  const fallback = image.variants.filter((v) => v.format === 'jpeg' || v.format === 'png');
  const fitting = fallback.filter((v) => v.width <= EMAIL_IMAGE_MAX_WIDTH);
  const pool = fitting.length > 0 ? fitting : fallback.slice(0, 1);
  return pool.reduce<(typeof pool)[number] | undefined>(
    (best, v) => (!best || v.width > best.width ? v : best),
    undefined,
  );
}

/**
 * What an `<img>` of the message shows: an uploaded image as its mail variant, any other http(s)
 * image as it is; undefined when nothing safe can be shown (an unknown media id, a data: URL).
 */
export function emailImage(
  src: string | null | undefined,
  alt: string,
  images: Map<string, ResponsiveImageData>,
  siteUrl: string,
): EmailImage | undefined {
  const mediaId = mediaIdFromUrl(src);
  if (mediaId) {
    const image = images.get(mediaId);
    const variant = image && mailVariant(image);
    const url = variant && absoluteUrl(variant.url, siteUrl);
    if (!image || !variant || !url) return undefined;
    const width = Math.min(variant.width, EMAIL_COLUMN_WIDTH);
    return {
      src: url,
      width,
      height: Math.round((variant.height * width) / variant.width),
      alt: alt || image.alt,
    };
  }
  const url = absoluteUrl(src, siteUrl);
  return url ? { src: url, alt } : undefined;
}
