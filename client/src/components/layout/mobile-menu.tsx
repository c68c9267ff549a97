import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useSite } from '@/lib/site-data';
import { homeLink, matchesPath, navGroupsFor, updatesLink, useCurrentPath, type NavLink } from './nav-items';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

function MobileLink({ item, onNavigate }: { item: NavLink; onNavigate: () => void }) {
  const location = useCurrentPath();
  const current = matchesPath(item.href, location);
  return (
    <Link
      href={item.href}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'flex min-h-11 items-center rounded-lg px-3 text-base font-semibold',
        current ? 'bg-union-50 text-union-600' : 'text-navy-900 hover:bg-slate-50',
      )}
    >
      {item.label}
    </Link>
  );
}

/** The small-screen menu: the same links under the headings About, Platform and Get Involved. */
export function MobileMenu({ id, open, onNavigate }: MobileMenuProps) {
  const { team } = useSite();
  return (
    <nav
      id={id}
      aria-label="Mobile"
      hidden={!open}
      className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-3 pb-6 shadow-lg lg:hidden"
    >
      <ul className="grid gap-1">
        {[homeLink, updatesLink].map((item) => (
          <li key={item.href}>
            <MobileLink item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {navGroupsFor(team).map((group) => (
        <section key={group.label} aria-labelledby={`${id}-${group.label}`} className="mt-4">
          <h2
            id={`${id}-${group.label}`}
            className="px-3 pb-1 text-xs font-bold tracking-[0.14em] text-slate-600 uppercase"
          >
            {group.label}
          </h2>
          <ul className="grid gap-1">
            {group.items.map((item) => (
              <li key={item.href}>
                <MobileLink item={item} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
