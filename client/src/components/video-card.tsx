import { Badge } from '@/components/ui/badge';
import { VideoFacade } from '@/components/video-facade';
import type { SiteVideo } from '@shared/site-content/videos';

/** A video with its duration, category, title and description. */
export function VideoCard({ video }: { video: SiteVideo }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <VideoFacade video={video} className="rounded-none shadow-none" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3">
          <Badge tone="gold">{video.category}</Badge>
          <span className="text-sm font-semibold text-slate-600 tabular-nums">
            <span className="sr-only">Duration: </span>
            {video.duration}
          </span>
        </div>
        <h3 className="mt-4 text-lg leading-snug font-bold">{video.title}</h3>
        <p className="mt-2 leading-relaxed text-slate-600">{video.description}</p>
      </div>
    </article>
  );
}
