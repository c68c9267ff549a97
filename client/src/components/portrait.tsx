import { PortraitPhoto } from '@/components/portrait-photo';
import { cn } from '@/lib/cn';
import type { TeamMember } from '@shared/site-content/public-data';

type Size = 'sm' | 'md' | 'lg' | 'xl';

const sizes: Record<Size, { box: string; text: string; px: number }> = {
  sm: { box: 'size-16', text: 'text-xl', px: 64 },
  md: { box: 'size-28', text: 'text-4xl', px: 112 },
  lg: { box: 'size-40', text: 'text-5xl', px: 160 },
  xl: { box: 'size-56 sm:size-72', text: 'text-7xl sm:text-8xl', px: 288 },
};

/**
 * A candidate's portrait: the photo staff chose from the media library (served responsively, with
 * its alt text), otherwise their initials on a navy
 * and gold medallion. Fixed dimensions either way, so nothing shifts while it loads.
 */
interface PortraitProps {
  person: Pick<TeamMember, 'name' | 'initials' | 'photo' | 'photoMedia'>;
  size?: Size;
  className?: string;
  /** Beside the person's name (as in a link) the picture adds nothing for a screen reader. */
  decorative?: boolean;
}

export function Portrait({ person, size = 'md', className, decorative = false }: PortraitProps) {
  const { box, text, px } = sizes[size];
  const frame = cn(
    'relative shrink-0 overflow-hidden rounded-full ring-4 ring-gold-400/80 shadow-lg',
    box,
    className,
  );
  if (person.photoMedia) {
    return (
      <PortraitPhoto
        media={person.photoMedia}
        alt={decorative ? '' : person.photo.alt || `Portrait of ${person.name}`}
        px={px}
        className={cn(frame, 'object-cover')}
      />
    );
  }
  return (
    <div
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': `Portrait of ${person.name}` })}
      className={cn(frame, 'portrait-medallion')}
    >
      <span
        aria-hidden="true"
        className={cn(
          'absolute inset-0 flex items-center justify-center font-extrabold tracking-tight text-white',
          text,
        )}
      >
        {person.initials}
      </span>
    </div>
  );
}
