import type { MediaItem, MediaVariant } from '@shared/api-types';
// A relative path, not the @shared alias: the unit tests load this file without the bundler.
import { MEDIA_ACCEPT, MEDIA_ALT_MAX, MEDIA_MAX_BYTES } from '../../../../../shared/schemas/media';

// Pure rules of the media screens, kept free of the DOM and of the fetch helper so unit tests
// can load them directly. The server stays the authority; these only spare a pointless upload.

export { MEDIA_ALT_MAX, MEDIA_MAX_BYTES };
/** The formats the server recognises; anything else (SVG, HEIC, TIFF, PDF) is a 415 there. */
export const ACCEPT_ATTRIBUTE = MEDIA_ACCEPT;
const ACCEPTED_IMAGE_TYPES = MEDIA_ACCEPT.split(',');

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why this file would be refused, in a sentence for staff; null when it may be sent. */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  // Some systems declare no type at all: the server reads the bytes, so let it decide.
  if (file.type && !ACCEPTED_IMAGE_TYPES.includes(file.type.toLowerCase())) {
    return `“${file.name}” is not an image the site can use. Upload a JPEG, PNG, WebP, AVIF or GIF.`;
  }
  if (file.size > MEDIA_MAX_BYTES) {
    return `“${file.name}” is ${formatBytes(file.size)}; images can be at most 15 MB.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}

/** Square brackets and backslashes would end the alt text early; line breaks would end the image. */
function escapeAlt(alt: string): string {
  return alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (c) => `\\${c}`);
}

/** `![alt](url)`, with the image's own alt text unless another is given. */
export function mediaMarkdown(item: Pick<MediaItem, 'url' | 'alt'>, alt?: string): string {
  const url = /[\s()<>]/.test(item.url) ? `<${item.url}>` : item.url;
  return `![${escapeAlt(alt ?? item.alt)}](${url})`;
}

const FORMAT_RANK: Record<MediaVariant['format'], number> = { webp: 0, jpeg: 1, png: 1, avif: 2 };

/**
 * The smallest file at least `minWidth` wide (else the widest there is) for a thumbnail: WebP,
 * which every browser staff use decodes quickly, before the fallback format and AVIF.
 */
export function thumbnailOf(item: Pick<MediaItem, 'url' | 'width' | 'height' | 'variants'>, minWidth = 320) {
  const variants = item.variants.length
    ? item.variants
    : [{ url: item.url, width: item.width, height: item.height, format: 'jpeg' as const }];
  const wideEnough = variants.filter((v) => v.width >= minWidth).map((v) => v.width);
  const width = wideEnough.length ? Math.min(...wideEnough) : Math.max(...variants.map((v) => v.width));
  const candidates = variants.filter((v) => v.width === width);
  return [...candidates].sort((a, b) => FORMAT_RANK[a.format] - FORMAT_RANK[b.format])[0];
}
