import type { ResponsiveImageData } from '@shared/api-types';

export interface ResponsiveImageProps {
  src: string;
  /** The uploaded image's sizes and files; absent for an external URL, which shows as a plain `<img>`. */
  media?: ResponsiveImageData;
  /** The post's own alt text; when empty, the uploaded image's, else `fallbackAlt`. */
  alt: string | null | undefined;
  fallbackAlt?: string;
  /** How wide the image is drawn at each breakpoint, so the browser fetches the file that fits. */
  sizes: string;
  /** The largest picture above the fold: fetched first and at once; every other one waits (lazy). */
  priority?: boolean;
  className?: string;
}

const srcSet = (media: ResponsiveImageData, format: string) =>
  media.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

/**
 * A post picture (CONTRACT section 7): AVIF and WebP sources with a JPEG/PNG fallback, each a srcset
 * over every stored width, and the image's width and height so that nothing moves as it loads.
 */
export function ResponsiveImage({
  src,
  media,
  alt,
  fallbackAlt = '',
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  const decoding = priority ? undefined : 'async';
  if (!media) {
    return (
      <img
        src={src}
        alt={alt || fallbackAlt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={decoding}
        className={className}
      />
    );
  }
  const fallbackFormat = media.variants.some((v) => v.format === 'png') ? 'png' : 'jpeg';
  const fallback = media.variants.filter((v) => v.format === fallbackFormat);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(media, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(media, 'webp')} sizes={sizes} />
      <img
        src={fallback.at(-1)?.url ?? src}
        srcSet={srcSet(media, fallbackFormat)}
        sizes={sizes}
        width={media.width}
        height={media.height}
        alt={alt || media.alt || fallbackAlt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={decoding}
        className={className}
      />
    </picture>
  );
}
