import { Link } from 'wouter';
import { ArrowRight } from '@/components/icons';
import { VideoFacade } from '@/components/video-facade';
import type { SiteVideo } from '@shared/site-content/videos';

/** The featured video, embedded (a facade until the visitor presses play). */
export function LeadershipVideo({ video }: { video: SiteVideo }) {
  return (
    <section aria-labelledby="leadership-video-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:px-8">
        <div>
          <p className="eyebrow">Watch the briefing</p>
          <h2 id="leadership-video-heading" className="mt-2 text-3xl font-extrabold sm:text-4xl">
            {video.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{video.description}</p>
          <Link
            href="/videos"
            className="mt-6 inline-flex items-center gap-1.5 font-semibold text-union-600 underline-offset-4 hover:underline"
          >
            Watch more videos
            <ArrowRight className="size-4" />
          </Link>
        </div>
        <VideoFacade video={video} showDetails />
      </div>
    </section>
  );
}
