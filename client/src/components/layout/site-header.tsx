import { useEffect, useState } from 'react';
import { CloseIcon, ExternalLink as ExternalIcon, MenuIcon } from '@/components/icons';
import { ExternalLink } from '@/components/external-link';
import { buttonClass } from '@/components/ui/button';
import { useSite } from '@/lib/site-data';
import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { NavLink } from './nav-link';
import { homeLink, navGroupsFor, updatesLink, useCurrentPath } from './nav-items';

const MOBILE_MENU_ID = 'mobile-menu';

/** The sticky header: brand, the desktop navigation, and the toggled menu on small screens. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const location = useCurrentPath();
  const site = useSite();

  // Any navigation (also the browser's back button) closes the small-screen menu. Adjusted during
  // render, not in an effect: an effect would run after the first paint and could undo a tap made
  // in between.
  const [openedAt, setOpenedAt] = useState(location);
  if (openedAt !== location) {
    setOpenedAt(location);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Brand onNavigate={() => setOpen(false)} />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <NavLink item={homeLink} />
          <NavLink item={updatesLink} />
          {navGroupsFor(site.team).map((group) => (
            <NavDropdown key={group.label} group={group} />
          ))}
          <ExternalLink
            href={site.settings.donateUrl}
            className={buttonClass('accent', 'md', 'ml-3 shadow-sm')}
          >
            Donate
            <ExternalIcon className="size-4" />
          </ExternalLink>
        </nav>
        <div className="flex shrink-0 items-center gap-1 lg:hidden">
          <ExternalLink href={site.settings.donateUrl} className={buttonClass('accent', 'sm')}>
            Donate
          </ExternalLink>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-union-50"
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            aria-label="Menu"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} open={open} onNavigate={() => setOpen(false)} />
    </header>
  );
}
