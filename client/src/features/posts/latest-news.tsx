import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Section } from '@/components/section';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { HOME_LATEST_POSTS } from '@shared/constants';
import type { PostSummary } from '@shared/api-types';
import { postListQuery } from './api';
import { PostDate } from './post-date';

// The home page's three newest posts. It sits in the landing bundle, so it only uses the fetch
// helper and the design primitives: no form or validation library.

function NewsCard({ post }: { post: PostSummary }) {
  return (
    <Card className="flex flex-col overflow-hidden">
      {post.featuredImage && (
        <img
          src={post.featuredImage}
          alt={post.featuredImageAlt ?? ''}
          loading="lazy"
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

function NewsPlaceholders() {
  return (
    <div className="grid gap-6 md:grid-cols-3" aria-busy="true">
      <p className="sr-only">Loading latest updates</p>
      {Array.from({ length: HOME_LATEST_POSTS }, (_, i) => (
        <Card key={i} className="overflow-hidden">
          <Skeleton className="aspect-[16/9] w-full rounded-none" />
          <CardBody className="grid gap-3">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-16 w-full" />
          </CardBody>
        </Card>
      ))}
    </div>
  );
}

const viewAllClass = buttonClass('outline', 'md');

export function LatestNews() {
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

  return (
    <Section
      eyebrow="From the campaign trail"
      title="Latest News"
      tone="muted"
      align="center"
      intro="Statements, victories and news from the campaign."
    >
      {body}
    </Section>
  );
}
