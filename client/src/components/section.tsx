import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Tone = 'white' | 'muted' | 'navy';

const tones: Record<Tone, string> = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  navy: 'bg-hero text-slate-200',
};

interface SectionProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: Tone;
  align?: 'left' | 'center';
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A page band: a consistent container, an eyebrow, an h2 and an optional intro above its content. */
export function Section({
  eyebrow,
  title,
  intro,
  tone = 'white',
  align = 'left',
  id,
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  const dark = tone === 'navy';
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-20', tones[tone], className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
          {eyebrow && <p className={cn('eyebrow', dark && 'text-gold-300')}>{eyebrow}</p>}
          <h2 id={headingId} className={cn('mt-2 text-3xl font-extrabold sm:text-4xl', dark && 'text-white')}>
            {title}
          </h2>
          {intro && (
            <div className={cn('mt-4 text-lg leading-relaxed', dark ? 'text-slate-200' : 'text-slate-600')}>
              {intro}
            </div>
          )}
        </div>
        {children && <div className="mt-10 sm:mt-12">{children}</div>}
      </div>
    </section>
  );
}
