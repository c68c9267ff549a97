import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { PostSummary } from '@shared/api-types';
import { FeaturedPostCard } from './featured-post-card';
import { PostSideCard } from './post-side-card';

function LoadingSkeletons() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <p className="sr-only">Loading updates</p>
      <Skeleton className="aspect-[16/9] w-full" />
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

function Message({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardBody className="grid justify-items-center gap-4 py-16 text-center text-lg text-slate-700">
        {children}
      </CardBody>
    </Card>
  );
}

/** The list's four states (SPEC section 4): loading, error with retry, empty, loaded. */
export function UpdatesResults({
  result,
  pageSize,
  sidebar,
}: {
  result: UseQueryResult<PostSummary[]>;
  /** Posts beyond it only tell the pager a next page exists. */
  pageSize: number;
  /** Shown under the side column's posts (the newsletter card). */
  sidebar?: ReactNode;
}) {
  const { data, isPending, isError, refetch } = result;
  const posts = data?.slice(0, pageSize);
  const [featured, ...rest] = posts ?? [];

  let main;
  if (isPending) main = <LoadingSkeletons />;
  else if (isError)
    main = (
      <Message>
        <p role="alert">Failed to load updates.</p>
        <Button onClick={() => void refetch()}>Try Again</Button>
      </Message>
    );
  else if (!featured)
    main = (
      <Message>
        <p>No posts found. Check back soon for updates!</p>
      </Message>
    );
  else main = <FeaturedPostCard post={featured} />;

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <p role="status" className="sr-only">
        {posts ? `${posts.length} ${posts.length === 1 ? 'update' : 'updates'} shown` : ''}
      </p>
      <div className="lg:col-span-2">{main}</div>
      <div className="grid content-start gap-4">
        {isPending && [0, 1].map((i) => <Skeleton key={i} className="h-40" />)}
        {rest.length > 0 && (
          <section aria-labelledby="more-updates-heading" className="grid gap-4">
            <h2 id="more-updates-heading" className="text-xl font-bold">
              More Updates
            </h2>
            {rest.map((post) => (
              <PostSideCard key={post.id} post={post} />
            ))}
          </section>
        )}
        {sidebar}
      </div>
    </div>
  );
}
