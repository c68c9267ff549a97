import { Link } from 'wouter';
import { ResponsiveImage } from '@/components/responsive-image';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody } from '@/components/ui/card';
import { SIDE_CARD_MAX_CATEGORIES } from '@shared/constants';
import type { PostSummary } from '@shared/api-types';
import { CARD_SIZES } from '@shared/image-sizes';
import { PostDate } from './post-date';

/** A post in the Updates side column: date, title, excerpt, at most two categories, "Read More". */
export function PostSideCard({ post }: { post: PostSummary }) {
  const categories = post.categories.slice(0, SIDE_CARD_MAX_CATEGORIES);
  return (
    <Card>
      <article aria-labelledby={`post-${post.id}`}>
        {post.featuredImage && (
          <ResponsiveImage
            src={post.featuredImage}
            media={post.featuredImageMedia}
            alt={post.featuredImageAlt}
            sizes={CARD_SIZES}
            className="aspect-[16/9] w-full rounded-t-xl object-cover"
          />
        )}
        <CardBody className="grid gap-2 p-5">
          <PostDate publishedAt={post.publishedAt} />
          <h3 id={`post-${post.id}`} className="text-lg leading-snug font-bold">
            {post.title}
          </h3>
          <p className="line-clamp-3 text-sm text-slate-700">{post.excerpt}</p>
          {categories.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Categories">
              {categories.map((c) => (
                <li key={c}>
                  <Badge>{c}</Badge>
                </li>
              ))}
            </ul>
          )}
          <Link
            href={`/updates/${post.slug}`}
            className="font-semibold text-union-600 underline-offset-2 hover:text-navy-900 hover:underline"
          >
            Read More<span className="sr-only">: {post.title}</span>
          </Link>
        </CardBody>
      </article>
    </Card>
  );
}
