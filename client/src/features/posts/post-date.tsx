import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/format';

/** A post's publish date in US long format, or "Draft" when it has none (SPEC). */
export function PostDate({ publishedAt, className }: { publishedAt: string | null; className?: string }) {
  return publishedAt ? (
    <time dateTime={publishedAt} className={cn('text-sm text-slate-600', className)}>
      {formatLongDate(publishedAt)}
    </time>
  ) : (
    <span className={cn('text-sm text-slate-600', className)}>Draft</span>
  );
}
