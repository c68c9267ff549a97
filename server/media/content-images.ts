import type { ResponsiveImageData } from '../../shared/api-types';
import { POST_IMAGE_SIZES } from '../../shared/image-sizes';
import { mediaIdFromUrl } from '../../shared/media-urls';
import { escapeHtml } from '../../shared/escape';

// Turns the `<img>`s of a post's sanitized HTML that show an uploaded image into responsive
// pictures. It runs after DOMPurify: it keeps only the `src` and `alt` the sanitizer let through and
// writes every other attribute itself, from the database's numbers and URLs, escaped.

/** Content pictures are drawn across the article column, as the post's own image is. */
const CONTENT_IMAGE_SIZES = POST_IMAGE_SIZES;

// DOMPurify serializes every attribute as name="value" with `"` escaped, so a value never holds a
// quote, and this reads a tag whole even when a value holds a `>`.
const IMG_TAG = /<img((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*\/?>/gi;
const ATTRIBUTE = /([\w:-]+)(?:="([^"]*)")?/g;

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of source.matchAll(ATTRIBUTE))
    attributes.set(name.toLowerCase(), decodeEntities(value ?? ''));
  return attributes;
}

const srcset = (image: ResponsiveImageData, format: string) =>
  image.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

/** The markup of one uploaded image: AVIF and WebP sources, and a fallback `<img>` with its srcset. */
export function pictureHtml(image: ResponsiveImageData, alt: string): string {
  const fallbackFormat = image.variants.some((v) => v.format === 'png') ? 'png' : 'jpeg';
  const fallback = image.variants.filter((v) => v.format === fallbackFormat);
  const src = fallback.at(-1)?.url ?? '';
  const sources = (['avif', 'webp'] as const)
    .map(
      (format) =>
        `<source type="image/${format}" srcset="${escapeHtml(srcset(image, format))}" sizes="${CONTENT_IMAGE_SIZES}">`,
    )
    .join('');
  return (
    `<picture>${sources}<img src="${escapeHtml(src)}" srcset="${escapeHtml(srcset(image, fallbackFormat))}" ` +
    `sizes="${CONTENT_IMAGE_SIZES}" width="${image.width}" height="${image.height}" alt="${escapeHtml(alt)}" ` +
    `loading="lazy" decoding="async"></picture>`
  );
}

/** Rewrites each `<img>` whose `src` is a media URL of an image in `images`; others stay as they are. */
export function responsiveContentImages(html: string, images: Map<string, ResponsiveImageData>): string {
  return html.replace(IMG_TAG, (tag: string, source: string) => {
    const attributes = attributesOf(source);
    const image = images.get(mediaIdFromUrl(attributes.get('src')) ?? '');
    if (!image) return tag;
    return pictureHtml(image, attributes.get('alt') || image.alt);
  });
}
