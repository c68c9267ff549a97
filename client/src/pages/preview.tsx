import { useQuery } from '@tanstack/react-query';
import { Helmet } from 'react-helmet-async';
import { Link, useParams } from 'wouter';
import type { PublicPost } from '@shared/api-types';
import { fullTitle } from '@shared/site-identity';
import { buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PostArticle } from '@/features/posts/post-article';
import { getJson } from '@/lib/api';

const NOT_FOUND_TEXT = 'This preview link is not valid: it may have expired, or the post was deleted.';

/** /preview/:token: a post shown to whoever holds its signed link, draft or not (CONTRACT section 8). */
export default function PreviewPage() {
  const { token = '' } = useParams<{ token: string }>();
  const {
    data: post,
    isPending,
    isError,
  } = useQuery({
    queryKey: ['preview', token],
    queryFn: () => getJson<PublicPost>(`/api/preview/${encodeURIComponent(token)}`),
    retry: false,
  });

  let body;
  if (isPending)
    body = (
      <div aria-busy="true" className="grid gap-5">
        <p className="sr-only">Loading preview</p>
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  else if (isError)
    body = (
      <div className="py-16 text-center">
        <Helmet>
          <title>{fullTitle('Page Not Found')}</title>
        </Helmet>
        <h1 className="text-4xl font-extrabold">Preview Not Found</h1>
        <p className="mt-4 text-lg text-slate-700">{NOT_FOUND_TEXT}</p>
        <Link href="/updates" className={buttonClass('primary', 'md', 'mt-8')}>
          Back to Updates
        </Link>
      </div>
    );
  else
    body = (
      <>
        <Helmet>
          <title>{fullTitle(`Preview: ${post.title}`)}</title>
        </Helmet>
        <p
          role="status"
          className="mb-8 rounded-md border-2 border-gold-400 bg-gold-100 px-4 py-3 font-semibold text-navy-950"
        >
          {post.status === 'published'
            ? 'Preview: this is a private preview link of a published post.'
            : 'Preview: this post is not published'}
        </p>
        <PostArticle post={post} url={window.location.href} />
      </>
    );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      {/* Never indexed, whatever the outcome: the server says so in its headers too. */}
      <Helmet>
        <meta name="robots" content="noindex" />
      </Helmet>
      {body}
    </div>
  );
}
