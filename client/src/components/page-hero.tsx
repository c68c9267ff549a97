import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons or links under the lead. */
  children?: ReactNode;
  /** Shown beside the text on wide screens (a portrait, a figure). */
  aside?: ReactNode;
  className?: string;
}

/** The navy band that opens every inner page with its single h1. */
export function PageHero({ eyebrow, title, lead, children, aside, className }: PageHeroProps) {
  return (
    <section className={cn('bg-hero relative overflow-hidden text-white', className)}>
      {!aside && (
        // The campaign star, large and faint, balances a hero that has no picture of its own.
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className="pointer-events-none absolute top-1/2 right-[-4rem] hidden size-[26rem] -translate-y-1/2 rotate-12 text-white/[0.06] lg:block"
        >
          <path
            fill="currentColor"
            d="m12 2 3 6.3 6.9.9-5 4.8 1.2 6.9L12 17.6l-6.1 3.3 1.2-6.9-5-4.8 6.9-.9L12 2Z"
          />
        </svg>
      )}
      <div
        className={cn(
          'relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:px-8',
          Boolean(aside) && 'lg:grid-cols-[1fr_auto]',
        )}
      >
        <div className="max-w-3xl min-w-0">
          {eyebrow && <p className="eyebrow text-gold-300">{eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-extrabold text-white sm:text-5xl lg:text-6xl">{title}</h1>
          {lead && (
            <div className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200 sm:text-xl">{lead}</div>
          )}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {aside && <div className="justify-self-center lg:justify-self-end">{aside}</div>}
      </div>
      <div aria-hidden="true" className="h-1.5 bg-gradient-to-r from-gold-400 via-gold-300 to-gold-500" />
    </section>
  );
}
