import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/cn';
import { ADMIN_HOME, ADMIN_NAV_ITEMS, adminNavSections, currentMark } from './admin-nav-items';

interface AdminNavProps {
  id: string;
  /** Phones: the menu is shown. Wide screens always show the navigation as a side column. */
  open: boolean;
  onNavigate: () => void;
  /** The signed-in account's role: only the screens it may open are listed. */
  role: string;
}

function NavEntry({ href, label, onNavigate }: { href: string; label: string; onNavigate: () => void }) {
  const [path] = useLocation();
  const mark = currentMark(href, path);
  return (
    <Link
      href={href}
      onClick={onNavigate}
      aria-current={mark}
      className={cn(
        'flex min-h-10 items-center rounded-md border-l-4 px-3 text-sm font-semibold',
        mark
          ? 'border-gold-400 bg-union-50 text-navy-900'
          : 'border-transparent text-slate-700 hover:bg-white hover:text-navy-900',
      )}
    >
      {label}
    </Link>
  );
}

/**
 * Every admin screen the role may open, from every admin screen, grouped as ADMIN_NAV_ITEMS says,
 * the current one marked with aria-current. One <nav> for every width: a side column on wide screens, a menu opened
 * by the header's Menu button on phones.
 */
export function AdminNav({ id, open, onNavigate, role }: AdminNavProps) {
  return (
    <nav
      id={id}
      aria-label="Admin"
      className={cn(
        open ? 'block' : 'hidden',
        'border-b border-slate-200 bg-slate-100 px-4 py-4 lg:sticky lg:top-0 lg:block lg:max-h-screen lg:w-60 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0 lg:px-3 lg:py-6',
      )}
    >
      <ul>
        <li>
          <NavEntry {...ADMIN_HOME} onNavigate={onNavigate} />
        </li>
      </ul>
      {adminNavSections(ADMIN_NAV_ITEMS, role).map(({ group, items }) => (
        // Headed by its group's name, with no label of its own: neither a landmark nor a labelled
        // group, so a screen's own "Content" field or "Settings" region keeps its name to itself.
        <div key={group} className="mt-4">
          <h2 className="px-3 pb-1 text-xs font-bold tracking-[0.14em] text-slate-600 uppercase">{group}</h2>
          <ul className="grid gap-0.5">
            {items.map((item) => (
              <li key={item.href}>
                <NavEntry href={item.href} label={item.label} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
