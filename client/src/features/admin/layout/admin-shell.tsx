import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useStoredAdmin } from '../auth/admin-store';
import { useSignOut } from '../auth/use-sign-out';

/** The frame of every signed-in admin screen: who is signed in, their role, and Sign Out. */
export function AdminShell({ children }: { children: ReactNode }) {
  const admin = useStoredAdmin();
  const signOut = useSignOut();
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only rounded bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <header className="border-b border-navy-800 bg-navy-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
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
          </div>
        </div>
      </header>
      <main id="admin-main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none sm:px-6">
        {children}
      </main>
    </div>
  );
}
