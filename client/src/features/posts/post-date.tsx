import { cn } from '@/lib/cn';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// SPEC section 9's US long format ("January 5, 2025"), in local time as lib/format's
// formatLongDate writes it, without Intl: the first Intl date format of a page loads the locale's
// data, about 100 ms on Lighthouse's phone-class CPU inside the task that paints the post list.
const longDate = (iso: string) => {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
};

/** A post's publish date in US long format, or "Draft" when it has none (SPEC). */
export function PostDate({ publishedAt, className }: { publishedAt: string | null; className?: string }) {
  return publishedAt ? (
    <time dateTime={publishedAt} className={cn('text-sm text-slate-600', className)}>
      {longDate(publishedAt)}
    </time>
  ) : (
    <span className={cn('text-sm text-slate-600', className)}>Draft</span>
  );
}
