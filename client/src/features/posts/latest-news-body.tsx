import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ResponsiveImage } from '@/components/responsive-image';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { HOME_LATEST_POSTS } from '@shared/constants';
import type { PostSummary } from '@shared/api-types';
import { postListQuery } from './api';
import { CARD_SIZES } from '@shared/image-sizes';
import { NewsPlaceholders } from './news-placeholders';
import { PostDate } from './post-date';

// Latest News's states (SPEC: loading, error, empty, loaded). Loaded after the landing page's
// first paint, with React Query, by latest-news.tsx.

function NewsCard({ post }: { post: PostSummary }) {
  return (
    <Card className="flex flex-col overflow-hidden">
      {post.featuredImage && (
        <ResponsiveImage
          src={post.featuredImage}
          media={post.featuredImageMedia}
          alt={post.featuredImageAlt}
          sizes={CARD_SIZES}
          className="aspect-[16/9] w-full object-cover"
        />
      )}
      <CardBody className="flex flex-1 flex-col gap-3">
        <PostDate publishedAt={post.publishedAt} />
        <h3 className="line-clamp-2 text-xl font-bold">{post.title}</h3>
        <p className="line-clamp-3 text-slate-700">{post.excerpt}</p>
        <Link
          href={`/updates/${post.slug}`}
          className="mt-auto font-semibold text-union-600 underline-offset-2 hover:text-navy-900 hover:underline"
        >
          Read More<span className="sr-only">: {post.title}</span>
        </Link>
      </CardBody>
    </Card>
  );
}

const viewAllClass = buttonClass('outline', 'md');

export default function LatestNewsBody() {
  const { data: posts, isPending, isError, refetch } = useQuery(postListQuery({ limit: HOME_LATEST_POSTS }));

  let body;
  if (isPending) {
    body = <NewsPlaceholders />;
  } else if (isError) {
    body = (
      <div className="grid justify-items-center gap-4 text-center" role="alert">
        <p className="text-lg text-slate-700">Failed to load latest updates.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => void refetch()}>Try Again</Button>
          <Link href="/updates" className={viewAllClass}>
            View All Updates
          </Link>
        </div>
      </div>
    );
  } else if (posts.length === 0) {
    body = (
      <p className="text-center text-lg text-slate-700">
        No blog posts available yet.{' '}
        <Link href="/updates" className="font-semibold text-union-600 underline underline-offset-2">
          Visit the updates page
        </Link>
      </p>
    );
  } else {
    body = (
      <>
        <div className="grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <NewsCard key={post.id} post={post} />
          ))}
        </div>
        <div className="mt-10 text-center">
          <Link href="/updates" className={viewAllClass}>
            View All Updates
          </Link>
        </div>
      </>
    );
  }

  return body;
}
