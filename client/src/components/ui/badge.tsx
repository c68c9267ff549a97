import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type Tone = 'navy' | 'gold' | 'green' | 'red' | 'slate' | 'blue';

const tones: Record<Tone, string> = {
  navy: 'bg-navy-900 text-white',
  gold: 'bg-gold-100 text-navy-950',
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
  slate: 'bg-slate-100 text-slate-800',
  blue: 'bg-union-100 text-navy-900',
};

export function Badge({
  tone = 'blue',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
