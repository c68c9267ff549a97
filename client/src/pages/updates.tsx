import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIdle } from '@/components/layout/use-idle';
import { PageHero } from '@/components/page-hero';
import { Seo } from '@/components/seo';
import { postListQuery } from '@/features/posts/api';
import { PostFilters } from '@/features/posts/post-filters';
import { PostPager } from '@/features/posts/post-pager';
import { UpdatesResults } from '@/features/posts/updates-results';
import { useUpdatesFilters } from '@/features/posts/use-updates-filters';
import { UPDATES_FETCH_SIZE, UPDATES_PAGE_SIZE } from '@shared/constants';
import { fixedRoutes } from '@shared/fixed-routes';

// The newsletter card's form brings the form and validation libraries (about 40 KB gzipped). It
// sits below the posts, out of sight on every screen size, so it loads once the list has settled
// and the browser is idle: its code no longer competes with the posts and the Featured image.
const StayUpdatedCard = lazy(() =>
  import('@/features/newsletter/stay-updated-card').then((m) => ({ default: m.StayUpdatedCard })),
);

export default function UpdatesPage() {
  const filters = useUpdatesFilters();
  const { q, category, tag, page } = filters;
  // Sorted as the server answers: newest publish date first.
  const result = useQuery(
    postListQuery({
      q: q || undefined,
      category: category || undefined,
      tag: tag || undefined,
      limit: UPDATES_FETCH_SIZE,
      offset: (page - 1) * UPDATES_PAGE_SIZE,
    }),
  );

  const showNewsletter = useIdle(!result.isPending);

  const goToPage = (next: number) => {
    filters.setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <Seo {...fixedRoutes.updates} />
      <PageHero
        eyebrow="News"
        title="Campaign Updates"
        lead="Statements, victories and news from the campaign trail."
      />
      <section aria-label="Updates" className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:px-8">
          <PostFilters
            q={q}
            category={category}
            tag={tag}
            hasFilters={filters.hasFilters}
            onChange={filters.setFilter}
            onClear={filters.clear}
          />
          <UpdatesResults
            result={result}
            pageSize={UPDATES_PAGE_SIZE}
            sidebar={
              showNewsletter && (
                <Suspense fallback={null}>
                  <StayUpdatedCard />
                </Suspense>
              )
            }
          />
          {result.data && (
            <PostPager
              page={page}
              count={Math.min(result.data.length, UPDATES_PAGE_SIZE)}
              hasNext={result.data.length > UPDATES_PAGE_SIZE}
              onPage={goToPage}
            />
          )}
        </div>
      </section>
    </>
  );
}
