import { Link } from 'wouter';
import { campaign, candidate } from '@shared/content/campaign';
import { cn } from '@/lib/cn';

/** The campaign mark: a gold star on a navy shield, drawn inline so it costs no request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={cn('size-10 shrink-0', className)}
    >
      <path d="M20 2 5 7.5v11C5 28 11.4 35.3 20 38c8.6-2.7 15-10 15-19.5v-11L20 2Z" fill="#0b2545" />
      <path d="M20 5.5 8 10v8.5c0 7.7 5 13.6 12 16 7-2.4 12-8.3 12-16V10L20 5.5Z" fill="#1d4477" />
      <path
        d="m20 11 2.7 5.6 6.1.8-4.4 4.2 1 6.1L20 24.8l-5.4 2.9 1-6.1-4.4-4.2 6.1-.8L20 11Z"
        fill="#fcc419"
      />
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
          for {campaign.councilShort} {candidate.office}
        </span>
      </span>
    </Link>
  );
}
