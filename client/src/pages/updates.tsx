import { useQuery } from '@tanstack/react-query';
import { PageHero } from '@/components/page-hero';
import { Seo } from '@/components/seo';
import { StayUpdatedCard } from '@/features/newsletter/stay-updated-card';
import { postListQuery } from '@/features/posts/api';
import { PostFilters } from '@/features/posts/post-filters';
import { PostPager } from '@/features/posts/post-pager';
import { UpdatesResults } from '@/features/posts/updates-results';
import { useUpdatesFilters } from '@/features/posts/use-updates-filters';
import { UPDATES_PAGE_SIZE } from '@shared/constants';
import { pages } from '@shared/content/pages';

export default function UpdatesPage() {
  const filters = useUpdatesFilters();
  const { q, category, tag, page } = filters;
  // Sorted as the server answers: newest publish date first.
  const result = useQuery(
    postListQuery({
      q: q || undefined,
      category: category || undefined,
      tag: tag || undefined,
      limit: UPDATES_PAGE_SIZE,
      offset: (page - 1) * UPDATES_PAGE_SIZE,
    }),
  );

  const goToPage = (next: number) => {
    filters.setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <Seo {...pages.updates} />
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
          <UpdatesResults result={result} sidebar={<StayUpdatedCard />} />
          {result.data && <PostPager page={page} count={result.data.length} onPage={goToPage} />}
        </div>
      </section>
    </>
  );
}
