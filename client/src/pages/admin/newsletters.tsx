import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { ListPager } from '@/features/admin/lists/list-pager';
import { EmptyState, ErrorState, LoadingState } from '@/features/admin/layout/list-states';
import { PageHeader } from '@/features/admin/layout/page-header';
import { newsletterQueries } from '@/features/admin/newsletters/newsletter-api';
import { NewsletterTable } from '@/features/admin/newsletters/newsletter-table';

const PAGE_SIZE = 50;

/** /admin/newsletters: every post sent as a newsletter, with its figures, moving while one sends. */
export default function AdminNewslettersPage() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const list = useQuery(newsletterQueries.list(page, PAGE_SIZE));
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <>
      <PageHeader
        title="Newsletters"
        description="Posts sent by e-mail to confirmed subscribers: how many got each one, failed or were skipped."
      />
      {list.isPending ? (
        <LoadingState>Loading newsletters...</LoadingState>
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()}>Failed to load newsletters.</ErrorState>
      ) : list.data.rows.length === 0 ? (
        <EmptyState title="No newsletters yet">
          Use “Send as newsletter” on a published post in Blog Posts.
        </EmptyState>
      ) : (
        <div className="grid gap-6">
          <NewsletterTable newsletters={list.data.rows} />
          <ListPager
            page={page}
            pageCount={pages}
            label="Newsletter pages"
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </div>
      )}
    </>
  );
}
