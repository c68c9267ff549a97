import { Button } from '@/components/ui/button';

interface ListPagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}

/** Previous / Page N of M / Next under an admin list; hidden when everything fits on one page. */
export function ListPager({ page, pageCount, onPage, label }: ListPagerProps) {
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-slate-700" aria-current="page">
        Page {page} of {Math.max(pageCount, 1)}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
