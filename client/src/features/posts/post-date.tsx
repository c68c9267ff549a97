import { postDateLabel } from '@/lib/format';
import { cn } from '@/lib/cn';

/** A post's publish date in US long format, or "Draft" when it has none (SPEC). */
export function PostDate({ publishedAt, className }: { publishedAt: string | null; className?: string }) {
  const label = postDateLabel(publishedAt);
  return publishedAt ? (
    <time dateTime={publishedAt} className={cn('text-sm text-slate-600', className)}>
      {label}
    </time>
  ) : (
    <span className={cn('text-sm text-slate-600', className)}>{label}</span>
  );
}
