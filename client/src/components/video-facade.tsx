import { useEffect, useRef, useState } from 'react';
import { Play } from '@/components/icons';
import { BrandMark } from '@/components/layout/brand';
import { cn } from '@/lib/cn';
import type { SiteVideo } from '@shared/site-content/videos';
import { VIDEO_PLAYER_ALLOW, youtubeEmbedUrl } from '@shared/video-player';

interface VideoFacadeProps {
  video: Pick<SiteVideo, 'youtubeId' | 'title' | 'category' | 'duration'>;
  /** Print title, category and duration on the poster (for an embed without a caption of its own). */
  showDetails?: boolean;
  className?: string;
}

/**
 * A click-to-load video: a drawn poster and a play button stand in for the player, and YouTube's
 * privacy-enhanced iframe (with its half a megabyte of script and its cookies) loads only when the
 * visitor asks for it.
 */
export function VideoFacade({ video, showDetails = false, className }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button that had focus is gone once the player appears; keep keyboard users in place.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div
      className={cn(
        'relative aspect-video w-full overflow-hidden rounded-xl bg-navy-950 shadow-lg',
        className,
      )}
    >
      {playing ? (
        <iframe
          ref={frame}
          src={youtubeEmbedUrl(video.youtubeId)}
          title={video.title}
          className="absolute inset-0 size-full"
          // What a player needs and nothing more: no camera, microphone, geolocation, clipboard or sharing.
          allow={VIDEO_PLAYER_ALLOW}
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={`Play video: ${video.title}`}
          className="group bg-hero absolute inset-0 flex size-full flex-col justify-between p-4 text-left sm:p-6"
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            className="pointer-events-none absolute -right-8 -bottom-10 size-56 rotate-12 text-white/[0.06]"
          >
            <path
              fill="currentColor"
              d="m12 2 3 6.3 6.9.9-5 4.8 1.2 6.9L12 17.6l-6.1 3.3 1.2-6.9-5-4.8 6.9-.9L12 2Z"
            />
          </svg>
          <span aria-hidden="true" className="relative flex items-center justify-between gap-3">
            <span className="flex items-center gap-2 text-xs font-bold tracking-[0.14em] text-white/80 uppercase">
              <BrandMark className="size-6" />
              {showDetails ? video.category : 'Video briefing'}
            </span>
            {showDetails && (
              <span className="rounded-md bg-black/50 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
                {video.duration}
              </span>
            )}
          </span>
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-gold-400 text-navy-950 shadow-xl ring-8 ring-white/15 transition-transform group-hover:scale-110 sm:size-20"
          >
            <Play className="ml-1 size-7 sm:size-9" />
          </span>
          <span
            aria-hidden="true"
            className="relative hidden max-w-[85%] text-xl font-bold text-white sm:block"
          >
            {showDetails ? video.title : ''}
          </span>
        </button>
      )}
    </div>
  );
}
