import type { ResponsiveImageData } from '@shared/api-types';

const srcSet = (media: ResponsiveImageData, format: string) =>
  media.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

interface PortraitPhotoProps {
  media: ResponsiveImageData;
  alt: string;
  /** The drawn size in CSS pixels: the browser picks the variant that fits (CONTRACT section 7). */
  px: number;
  className?: string;
}

/**
 * A candidate's uploaded photo at a fixed square size, in AVIF, WebP or the fallback format. Its own
 * small component rather than the posts' ResponsiveImage, whose chunk (with React Query) the home
 * page's hero must not pull into the entry.
 */
export function PortraitPhoto({ media, alt, px, className }: PortraitPhotoProps) {
  const fallbackFormat = media.variants.some((v) => v.format === 'png') ? 'png' : 'jpeg';
  const sizes = `${px}px`;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(media, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(media, 'webp')} sizes={sizes} />
      <img
        src={media.variants.filter((v) => v.format === fallbackFormat)[0]?.url}
        srcSet={srcSet(media, fallbackFormat)}
        sizes={sizes}
        width={px}
        height={px}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
