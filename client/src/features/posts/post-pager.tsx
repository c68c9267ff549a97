import { Button } from '@/components/ui/button';
import { UPDATES_PAGE_SIZE } from '@shared/constants';

/**
 * CONTRACT section 5: the pager shows whenever the page is full or the page number is above 1, so
 * page 2 always offers Previous. Next is on only when the one post asked for beyond the page came
 * back (`hasNext`): a page filled exactly no longer leads to an empty one (issue 35).
 */
export function PostPager({
  page,
  count,
  hasNext,
  onPage,
}: {
  page: number;
  count: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  if (count < UPDATES_PAGE_SIZE && page <= 1) return null;
  return (
    // Room on the right of a phone for the floating Back to top button, which covered Next.
    <nav aria-label="Pagination" className="flex items-center justify-center gap-4 pr-16 sm:pr-0">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="font-semibold text-navy-900" aria-current="page">
        Page {page}
      </span>
      <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
