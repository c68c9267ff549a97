import { useState } from 'react';
import type { MediaItem } from '@shared/api-types';
import { thumbnailOf } from './media-rules';

interface FeaturedImagePreviewProps {
  image: string;
  alt: string;
  /** The library item when the image is one: its 640-wide file stands in for the full size. */
  item: MediaItem | null;
}

/** What the post will show, or an empty frame saying there is no image yet. */
export function FeaturedImagePreview({ image, alt, item }: FeaturedImagePreviewProps) {
  // Remember which address failed, so typing a new one tries again.
  const [failed, setFailed] = useState<string | null>(null);
  const frame =
    'flex aspect-video w-full items-center justify-center rounded-lg border border-slate-200 bg-slate-100';
  if (!image.trim()) {
    return (
      <div className={frame}>
        <p className="px-3 text-center text-sm text-slate-600">No featured image</p>
      </div>
    );
  }
  if (failed === image) {
    return (
      <div className={frame}>
        <p role="alert" className="px-3 text-center text-sm text-red-800">
          This image could not be loaded. Check the address.
        </p>
      </div>
    );
  }
  const file = item ? thumbnailOf(item, 640) : null;
  return (
    <img
      src={file?.url ?? image}
      width={file?.width ?? 640}
      height={file?.height ?? 360}
      alt={alt.trim() ? `Preview: ${alt}` : 'Preview of the featured image'}
      onError={() => setFailed(image)}
      className="aspect-video w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
    />
  );
}
