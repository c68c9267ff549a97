import { ExternalLink as ExternalIcon } from '@/components/icons';
import { ExternalLink } from '@/components/external-link';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { Badge } from '@/components/ui/badge';
import { bigButtonClass } from '@/components/ui/big-button';
import { VideoCard } from '@/components/video-card';
import { VideoFacade } from '@/components/video-facade';
import { PageSeo } from '@/components/page-seo';
import { usePage, useSite, useVideos } from '@/lib/site-data';

export default function VideosPage() {
  const page = usePage('videos');
  const { settings } = useSite();
  const all = useVideos();
  const featured = all.find((video) => video.featured) ?? all[0];
  const videos = all.filter((video) => video !== featured);
  const { hero } = page.content;
  return (
    <>
      <PageSeo page={page} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ExternalLink href={settings.videoChannelUrl} className={bigButtonClass('light')}>
          {page.content.channelName} Video Channel
          <ExternalIcon className="size-5" />
        </ExternalLink>
      </PageHero>
      <section aria-labelledby="featured-video-heading" className="bg-white py-14 sm:py-16">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[1.5fr_1fr] lg:px-8">
          {featured && <VideoFacade video={featured} />}
          <div>
            <p className="eyebrow">Featured video</p>
            <h2 id="featured-video-heading" className="mt-2 text-3xl font-extrabold">
              {featured?.title}
            </h2>
            <Badge tone="gold" className="mt-4">
              {featured?.category}
            </Badge>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{featured?.description}</p>
          </div>
        </div>
      </section>
      <Section tone="muted" eyebrow="Library" title="More Videos">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <ExternalLink
            href={settings.videoChannelUrl}
            className="inline-flex items-center gap-1.5 font-semibold text-union-600 underline underline-offset-4 hover:text-navy-900"
          >
            Watch more on the {page.content.channelName} video channel
            <ExternalIcon className="size-4" />
          </ExternalLink>
        </p>
      </Section>
    </>
  );
}
