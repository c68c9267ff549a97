import { lazy, Suspense, type ReactNode } from 'react';
import { AnnouncementBar } from './announcement-bar';
import { SiteHeader } from './site-header';
import { StaffAnnouncement } from './staff-announcement';

// The footer is below the fold of every page: it loads beside the page's own chunks, out of the entry
// chunk every visitor waits for. It only appears under the page, so nothing on screen moves.
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

/** Every public page: skip link, announcement bar, sticky header, the page, back-to-top, footer. */
export function SiteLayout({ children, footerSignup }: { children: ReactNode; footerSignup?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <StaffAnnouncement />
      <AnnouncementBar />
      <SiteHeader />
      {/* tabIndex lets the skip link and Back to top move keyboard focus here. */}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <SiteFooter signup={footerSignup} />
      </Suspense>
    </div>
  );
}
