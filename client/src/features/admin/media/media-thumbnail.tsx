import type { MediaItem } from '@shared/api-types';
import { thumbnailOf } from './media-rules';

interface MediaThumbnailProps {
  item: Pick<MediaItem, 'url' | 'width' | 'height' | 'variants'>;
  alt: string;
  className?: string;
}

/** The 320-wide file of an image, with its own size so the grid never shifts while it loads. */
export function MediaThumbnail({ item, alt, className }: MediaThumbnailProps) {
  const thumb = thumbnailOf(item);
  return (
    <img
      src={thumb.url}
      width={thumb.width}
      height={thumb.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
