import { Link } from 'wouter';
import { ExternalLink } from '@/components/external-link';
import { ResponsiveImage } from '@/components/responsive-image';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import type { PublicPost } from '@shared/api-types';
import { isSitePath } from '@shared/site-link';
import { useSite } from '@/lib/site-data';
import { PostDate } from './post-date';
import { POST_IMAGE_SIZES } from '@shared/image-sizes';
import { ShareButton } from './share-button';

function CallToAction() {
  const { settings } = useSite();
  return (
    <aside
      aria-labelledby="post-cta-heading"
      className="bg-hero mt-14 rounded-2xl px-6 py-10 text-center sm:px-10"
    >
      <h2 id="post-cta-heading" className="text-2xl font-extrabold text-white sm:text-3xl">
        Stand with the campaign
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-200">
        Volunteer an hour or chip in: members power this campaign.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/get-involved" className={buttonClass('accent', 'lg')}>
          Get Involved
        </Link>
        <ExternalLink href={settings.donateUrl} className={buttonClass('light', 'lg')}>
          Support the Campaign
          {!isSitePath(settings.donateUrl) && <span className="sr-only"> (opens in a new tab)</span>}
        </ExternalLink>
      </div>
    </aside>
  );
}

/** One post: header, server-sanitized HTML body and the closing call to action. */
export function PostArticle({ post, url }: { post: PublicPost; url: string }) {
  return (
    <article>
      {post.featuredImage && (
        <ResponsiveImage
          src={post.featuredImage}
          media={post.featuredImageMedia}
          alt={post.featuredImageAlt}
          fallbackAlt={post.title}
          sizes={POST_IMAGE_SIZES}
          priority
          className="mb-8 aspect-[16/9] w-full rounded-2xl object-cover shadow-sm"
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PostDate publishedAt={post.publishedAt} className="text-base" />
        <ShareButton title={post.title} text={post.excerpt} url={url} />
      </div>
      <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">{post.title}</h1>
      {(post.categories.length > 0 || post.tags.length > 0) && (
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Categories and tags">
          {post.categories.map((c) => (
            <li key={`c-${c}`}>
              <Badge>{c}</Badge>
            </li>
          ))}
          {post.tags.map((t) => (
            <li key={`t-${t}`}>
              <Badge tone="slate">#{t}</Badge>
            </li>
          ))}
        </ul>
      )}
      {/* The server renders the markdown and sanitizes the HTML (CONTRACT section 4). */}
      <div className="prose-campaign mt-10" dangerouslySetInnerHTML={{ __html: post.content }} />
      <CallToAction />
      <div className="mt-10 text-center">
        <Link href="/updates" className={buttonClass('outline', 'md')}>
          View All Updates
        </Link>
      </div>
    </article>
  );
}
