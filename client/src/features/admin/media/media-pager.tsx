import { Button } from '@/components/ui/button';

interface MediaPagerProps {
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  label: string;
}

/** Previous / Next over the library, with where the person stands ("25–48 of 57"). */
export function MediaPager({ offset, limit, total, onOffsetChange, label }: MediaPagerProps) {
  if (total <= limit && offset === 0) return null;
  const first = Math.min(offset + 1, total);
  const last = Math.min(offset + limit, total);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        disabled={offset === 0}
        onClick={() => onOffsetChange(Math.max(0, offset - limit))}
      >
        Previous
      </Button>
      <p aria-live="polite" className="text-sm text-slate-700">
        {first}–{last} of {total} images
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={offset + limit >= total}
        onClick={() => onOffsetChange(offset + limit)}
      >
        Next
      </Button>
    </nav>
  );
}
