import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowRight } from '@/components/icons';
import { bigButtonClass } from '@/components/ui/big-button';

interface CtaBandProps {
  title: string;
  text: ReactNode;
  primary: { href: string; label: string };
  secondary: { href: string; label: string };
}

/** The band that closes an inner page with two next steps. */
export function CtaBand({ title, text, primary, secondary }: CtaBandProps) {
  return (
    <section aria-label={title} className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="bg-hero flex flex-col items-start gap-8 rounded-3xl px-6 py-10 sm:px-12 sm:py-14 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <p className="text-2xl font-extrabold text-white sm:text-3xl">{title}</p>
            <p className="mt-3 text-lg text-slate-200">{text}</p>
          </div>
          <div className="flex flex-wrap gap-3 lg:shrink-0 lg:flex-nowrap">
            <Link href={primary.href} className={bigButtonClass('accent')}>
              {primary.label}
              <ArrowRight className="size-5" />
            </Link>
            <Link href={secondary.href} className={bigButtonClass('light')}>
              {secondary.label}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
