import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AdminNav } from '@/features/admin-nav/admin-nav';
import { useMenuToggle } from '@/features/admin-nav/use-menu-toggle';
import { useStoredAdmin } from '../auth/admin-store';
import { useTwoFactorSetupRequired } from '../auth/refusals';
import { useSignOut } from '../auth/use-sign-out';

const NAV_ID = 'admin-nav';

/**
 * The frame of every signed-in admin screen: who is signed in, their role, Sign Out, and the
 * navigation to every other screen the role may open (a side column, or the Menu button's list on
 * phones). An account that must set up two-factor sign-in first has nowhere else to go: no menu.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const admin = useStoredAdmin();
  const showNav = !useTwoFactorSetupRequired();
  const signOut = useSignOut();
  const menu = useMenuToggle();
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only rounded bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <header className="border-b border-navy-800 bg-navy-900 text-white">
        <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link
            href="/admin/dashboard"
            className="text-lg font-bold tracking-tight text-white hover:text-gold-300"
          >
            Campaign Admin
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            {admin && (
              <p className="flex items-center gap-2 text-sm">
                <span className="sr-only">Signed in as</span>
                <span className="font-semibold">{admin.username}</span>
                <Badge tone="gold" className="capitalize">
                  {admin.role}
                </Badge>
              </p>
            )}
            <Button variant="light" size="sm" onClick={signOut}>
              Sign Out
            </Button>
            {showNav && (
              <button
                ref={menu.button}
                type="button"
                className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-navy-800 lg:hidden"
                aria-expanded={menu.open}
                aria-controls={NAV_ID}
                aria-label="Menu"
                onClick={menu.toggle}
              >
                {menu.open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
              </button>
            )}
          </div>
        </div>
      </header>
      <div className="lg:flex lg:items-start">
        {showNav && (
          <AdminNav id={NAV_ID} open={menu.open} onNavigate={menu.close} role={admin?.role ?? ''} />
        )}
        <main
          id="admin-main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl min-w-0 px-4 py-8 outline-none sm:px-6"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
