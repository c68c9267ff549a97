import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { matchesPath, useCurrentPath, type NavLink as NavLinkItem } from './nav-items';

/** Classes for a top-level navigation entry; the gold bar marks the current section. */
export function navLinkClass(active: boolean): string {
  return cn(
    'relative inline-flex h-10 items-center rounded-md px-3 text-[0.95rem] font-semibold transition-colors',
    'hover:bg-union-50 hover:text-navy-900 data-[state=open]:bg-union-50',
    "after:absolute after:inset-x-3 after:-bottom-[1px] after:h-0.5 after:rounded-full after:content-['']",
    active ? 'text-navy-900 after:bg-gold-400' : 'text-slate-700 after:bg-transparent',
  );
}

export function NavLink({ item }: { item: NavLinkItem }) {
  const location = useCurrentPath();
  const active = matchesPath(item.href, location);
  return (
    <Link href={item.href} aria-current={active ? 'page' : undefined} className={navLinkClass(active)}>
      {item.label}
    </Link>
  );
}
