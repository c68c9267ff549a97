import { Button } from '@/components/ui/button';
import { UPDATES_PAGE_SIZE } from '@shared/constants';

/**
 * CONTRACT section 5: the pager shows whenever the page is full or the page number is above 1, so
 * page 2 always offers Previous. Next is off when fewer than a page came back.
 */
export function PostPager({
  page,
  count,
  onPage,
}: {
  page: number;
  count: number;
  onPage: (page: number) => void;
}) {
  if (count < UPDATES_PAGE_SIZE && page <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="font-semibold text-navy-900" aria-current="page">
        Page {page}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={count < UPDATES_PAGE_SIZE}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
