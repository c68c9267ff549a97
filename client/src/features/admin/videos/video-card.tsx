import type { SiteVideo } from '@shared/site-content/videos';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** YouTube's own still of a video (320 x 180), served for any public video id. */
export const youtubeThumbnail = (youtubeId: string) =>
  `https://i.ytimg.com/vi/${encodeURIComponent(youtubeId)}/mqdefault.jpg`;

interface VideoCardProps {
  video: SiteVideo;
  position: number;
  /** Whether the video may move up or down (the featured one stays first). */
  canMoveUp: boolean;
  canMoveDown: boolean;
  featuring: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onFeature: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One video of the admin list: its thumbnail, what it is, and its actions. */
export function VideoCard({ video, position, canMoveUp, canMoveDown, featuring, ...on }: VideoCardProps) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <span
        aria-hidden="true"
        className="cursor-grab pt-1 text-slate-500 select-none"
        title="Drag to reorder"
      >
        ⠿
      </span>
      <img
        src={youtubeThumbnail(video.youtubeId)}
        alt={video.title}
        width={112}
        height={63}
        loading="lazy"
        // The row is what drags (to reorder), not the picture as a file.
        draggable={false}
        className="aspect-video w-28 shrink-0 rounded-md bg-slate-200 object-cover"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-bold">
          {position}. {video.title}
        </h3>
        <p className="text-sm text-slate-600">
          {video.category} · {video.duration} · <code>{video.youtubeId}</code>
        </p>
        {video.featured && (
          <p className="mt-1 text-sm text-slate-700">
            <Badge tone="gold">Featured</Badge> On Home, and first on the Videos page.
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {!video.featured && (
          <>
            <Button
              id={`video-${video.id}-up`}
              size="sm"
              variant="ghost"
              disabled={!canMoveUp}
              onClick={() => on.onMove('up')}
            >
              Move up<span className="sr-only"> {video.title}</span>
            </Button>
            <Button
              id={`video-${video.id}-down`}
              size="sm"
              variant="ghost"
              disabled={!canMoveDown}
              onClick={() => on.onMove('down')}
            >
              Move down<span className="sr-only"> {video.title}</span>
            </Button>
            <Button size="sm" variant="outline" disabled={featuring} onClick={on.onFeature}>
              Make featured<span className="sr-only"> {video.title}</span>
            </Button>
          </>
        )}
        <Button size="sm" variant="outline" onClick={on.onEdit}>
          Edit<span className="sr-only"> {video.title}</span>
        </Button>
        <Button size="sm" variant="destructive" onClick={on.onDelete}>
          Delete<span className="sr-only"> {video.title}</span>
        </Button>
      </div>
    </div>
  );
}
