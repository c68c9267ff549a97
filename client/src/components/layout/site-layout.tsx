import type { ReactNode } from 'react';
import { AnnouncementBar } from './announcement-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every public page: skip link, announcement bar, sticky header, the page, back-to-top, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <AnnouncementBar />
      <SiteHeader />
      {/* tabIndex lets the skip link and Back to top move keyboard focus here. */}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
