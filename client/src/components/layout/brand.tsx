import { Link } from 'wouter';
import { candidate, council } from '@shared/site-identity';
import { cn } from '@/lib/cn';
import { BRAND_MARK_PATHS } from '@shared/brand-mark-paths';

/** The campaign mark: a gold star on a navy shield, drawn inline so it costs no request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={cn('size-10 shrink-0', className)}
    >
      {BRAND_MARK_PATHS.map((path) => (
        <path key={path.d} d={path.d} fill={path.fill} />
      ))}
    </svg>
  );
}

/** The home link in the header: the mark, the candidate's name and the office sought. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link href="/" onClick={onNavigate} className="flex min-w-0 items-center gap-2 rounded-md sm:gap-2.5">
      <BrandMark className="max-sm:size-9" />
      <span className="leading-tight">
        <span className="block text-lg font-extrabold tracking-tight text-navy-900 max-sm:text-base">
          {candidate.fullName}
        </span>
        <span className="block text-[0.7rem] font-semibold tracking-[0.12em] whitespace-nowrap text-union-600 uppercase max-sm:text-[0.62rem] max-sm:tracking-[0.06em]">
          for {council.short} {candidate.office}
        </span>
      </span>
    </Link>
  );
}
