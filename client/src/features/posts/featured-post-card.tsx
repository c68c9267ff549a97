import { Link } from 'wouter';
import { ArrowRight } from '@/components/icons';
import { ResponsiveImage } from '@/components/responsive-image';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import type { PostSummary } from '@shared/api-types';
import { FEATURED_CARD_SIZES } from '@shared/image-sizes';
import { PostDate } from './post-date';

/** The first post of the Updates list, shown large (SPEC: image, date, title, excerpt, tags). */
export function FeaturedPostCard({ post }: { post: PostSummary }) {
  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={`featured-${post.id}`}>
        {post.featuredImage && (
          <ResponsiveImage
            src={post.featuredImage}
            media={post.featuredImageMedia}
            alt={post.featuredImageAlt}
            sizes={FEATURED_CARD_SIZES}
            priority
            className="aspect-[16/9] w-full object-cover"
          />
        )}
        <CardBody className="grid gap-4 sm:p-8">
          <div className="flex flex-wrap items-center gap-3">
            <Badge tone="gold">Featured</Badge>
            <PostDate publishedAt={post.publishedAt} />
          </div>
          <h2 id={`featured-${post.id}`} className="text-3xl font-extrabold sm:text-4xl">
            {post.title}
          </h2>
          <p className="text-lg leading-relaxed text-slate-700">{post.excerpt}</p>
          {post.tags.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="slate">#{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
          <Link href={`/updates/${post.slug}`} className={buttonClass('primary', 'md', 'justify-self-start')}>
            Read Full Story<span className="sr-only">: {post.title}</span>
            <ArrowRight className="size-5" />
          </Link>
        </CardBody>
      </article>
    </Card>
  );
}
