import { lazy, Suspense } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Route, Switch } from 'wouter';
import { RouteEffects } from '@/components/route-effects';
import { SiteLayout } from '@/components/layout/site-layout';
import { lazyPage } from '@/lib/lazy-page';
import { lazyWithQuery } from '@/lib/lazy-with-query';
import { team } from '@shared/content/campaign';
import HomePage from '@/pages/home';

// Home is in the first bundle (it is the landing page); every other page loads on demand, and the
// admin area is one separate chunk that public visitors never download. Pages that fetch come with
// React Query's provider (lazyWithQuery); pages of fixed content load without the library's 10 KB.
const AboutPage = lazyPage(() => import('@/pages/about'));
const AboutPresidentPage = lazyPage(() => import('@/pages/about-president'));
const AboutEvpPage = lazyPage(() => import('@/pages/about-evp'));
const AboutTreasurerPage = lazyPage(() => import('@/pages/about-treasurer'));
const VisionPage = lazyPage(() => import('@/pages/vision'));
const EndorsementsPage = lazyWithQuery(() => import('@/pages/endorsements'));
const GetInvolvedPage = lazyWithQuery(() => import('@/pages/get-involved'));
const DonatePage = lazyPage(() => import('@/pages/donate'));
const UpdatesPage = lazyWithQuery(() => import('@/pages/updates'));
const PostPage = lazyWithQuery(() => import('@/pages/post'));
const PreviewPage = lazyWithQuery(() => import('@/pages/preview'));
const ContactPage = lazyWithQuery(() => import('@/pages/contact'));
const CompliancePage = lazyPage(() => import('@/pages/compliance'));
const LetterPage = lazyPage(() => import('@/pages/letter-to-delegates'));
const VideosPage = lazyWithQuery(() => import('@/pages/videos'));
const PrivacyPage = lazyPage(() => import('@/pages/privacy'));
const AccessibilityPage = lazyPage(() => import('@/pages/accessibility'));
const NotFoundPage = lazyPage(() => import('@/pages/not-found'));
const AdminApp = lazyWithQuery(() => import('@/pages/admin/admin-app'));
// The toast region waits for the first toast; it travels with the footer (vite.config.ts), in the
// chunk every page loads beside its own, so the entry carries neither.
const LazyToaster = lazy(() =>
  import('@/components/ui/lazy-toaster').then((m) => ({ default: m.LazyToaster })),
);

const [president, evp, treasurer] = team;

// Every public page but home, in the order the router tries them.
const PUBLIC_PAGES = [
  { path: '/about', page: AboutPage },
  { path: president.path, page: AboutPresidentPage },
  { path: evp.path, page: AboutEvpPage },
  { path: treasurer.path, page: AboutTreasurerPage },
  { path: '/vision', page: VisionPage },
  { path: '/endorsements', page: EndorsementsPage },
  { path: '/get-involved', page: GetInvolvedPage },
  { path: '/donate', page: DonatePage },
  { path: '/updates', page: UpdatesPage },
  { path: '/updates/:slug', page: PostPage },
  { path: '/preview/:token', page: PreviewPage },
  { path: '/contact', page: ContactPage },
  { path: '/compliance', page: CompliancePage },
  { path: '/letter-to-delegates', page: LetterPage },
  { path: '/videos', page: VideosPage },
  { path: '/privacy', page: PrivacyPage },
  { path: '/accessibility', page: AccessibilityPage },
];

// A route's path as a pattern: its `:name` segments match any one segment, as the router's do.
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
const PAGE_PATTERNS = PUBLIC_PAGES.map(({ path, page }) => ({ pattern: patternOf(path), page }));

/**
 * Fetches the code of the page at `pathname` (the server has already hinted it with modulepreload,
 * server/web/page-modules.ts), so that the first render shows the page instead of a fallback.
 */
export function preloadPage(pathname: string): Promise<void> {
  if (pathname === '/') return Promise.resolve();
  if (/^\/admin(\/|$)/.test(pathname)) return AdminApp.preload();
  const found = PAGE_PATTERNS.find(({ pattern }) => pattern.test(pathname));
  return (found?.page ?? NotFoundPage).preload();
}

// A full screen while a page's chunk arrives: the footer stays below the fold, so the page taking
// its place shifts nothing the visitor can see (Lighthouse measured CLS 0.24 with a shorter one).
function PageFallback() {
  return <div className="min-h-screen" aria-busy="true" />;
}

function PublicSite() {
  return (
    <SiteLayout>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          <Route path="/" component={HomePage} />
          {PUBLIC_PAGES.map(({ path, page }) => (
            <Route key={path} path={path} component={page} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </SiteLayout>
  );
}

export function App() {
  return (
    <HelmetProvider>
      <RouteEffects />
      <Switch>
        <Route path="/admin/*?">
          <Suspense fallback={<PageFallback />}>
            <AdminApp />
          </Suspense>
        </Route>
        <Route>
          <PublicSite />
        </Route>
      </Switch>
      <Suspense fallback={null}>
        <LazyToaster />
      </Suspense>
    </HelmetProvider>
  );
}
