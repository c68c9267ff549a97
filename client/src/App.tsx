import { lazy, Suspense } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Route, Switch } from 'wouter';
import { RouteEffects } from '@/components/route-effects';
import { VisitBeacon } from '@/components/visit-beacon';
import { SiteLayout } from '@/components/layout/site-layout';
import { NewsletterWhenVisible } from '@/features/newsletter/newsletter-when-visible';
import { lazyPage } from '@/lib/lazy-page';
import { lazyWithQuery } from '@/lib/lazy-with-query';
import { PAGE_PATHS } from '@shared/site-content/page-paths';
import HomePage from '@/pages/home';

// A full screen while a page's chunk arrives: the footer stays below the fold, so the page taking
// its place shifts nothing the visitor can see (Lighthouse measured CLS 0.24 with a shorter one).
function PageFallback() {
  return <div className="min-h-screen" aria-busy="true" />;
}
const pageFallback = <PageFallback />;

// Home is in the first bundle (it is the landing page); every other page loads on demand, showing
// the fallback meanwhile (client/src/lib/lazy-page.tsx), and the admin area is one separate chunk
// that public visitors never download. Pages that fetch come with React Query's provider
// (lazyWithQuery); pages of fixed content load without the library's 10 KB.
const AboutPage = lazyPage(() => import('@/pages/about'), pageFallback);
const AboutPresidentPage = lazyPage(() => import('@/pages/about-president'), pageFallback);
const AboutEvpPage = lazyPage(() => import('@/pages/about-evp'), pageFallback);
const AboutTreasurerPage = lazyPage(() => import('@/pages/about-treasurer'), pageFallback);
const VisionPage = lazyPage(() => import('@/pages/vision'), pageFallback);
const EndorsementsPage = lazyWithQuery(() => import('@/pages/endorsements'), pageFallback);
const GetInvolvedPage = lazyWithQuery(() => import('@/pages/get-involved'), pageFallback);
const DonatePage = lazyPage(() => import('@/pages/donate'), pageFallback);
const UpdatesPage = lazyWithQuery(() => import('@/pages/updates'), pageFallback);
const PostPage = lazyWithQuery(() => import('@/pages/post'), pageFallback);
const PreviewPage = lazyWithQuery(() => import('@/pages/preview'), pageFallback);
const ContactPage = lazyWithQuery(() => import('@/pages/contact'), pageFallback);
const CompliancePage = lazyPage(() => import('@/pages/compliance'), pageFallback);
const LetterPage = lazyPage(() => import('@/pages/letter-to-delegates'), pageFallback);
const VideosPage = lazyWithQuery(() => import('@/pages/videos'), pageFallback);
const EventsPage = lazyWithQuery(() => import('@/pages/events'), pageFallback);
const EventPage = lazyWithQuery(() => import('@/pages/event'), pageFallback);
const EventRsvpPage = lazyWithQuery(() => import('@/pages/event-rsvp'), pageFallback);
const PrivacyPage = lazyPage(() => import('@/pages/privacy'), pageFallback);
const AccessibilityPage = lazyPage(() => import('@/pages/accessibility'), pageFallback);
const NewsletterLinkPage = lazyPage(() => import('@/pages/newsletter-link'), pageFallback);
const NotFoundPage = lazyPage(() => import('@/pages/not-found'), pageFallback);
const AdminApp = lazyWithQuery(() => import('@/pages/admin/admin-app'), pageFallback);
// The toast region waits for the first toast; it travels with the footer (vite.config.ts), in the
// chunk every page loads beside its own, so the entry carries neither.
const LazyToaster = lazy(() =>
  import('@/components/ui/lazy-toaster').then((m) => ({ default: m.LazyToaster })),
);

// Every public page's footer holds the newsletter sign-up (CONTRACT section 11).
const footerSignup = (
  <NewsletterWhenVisible
    labelledBy="footer-newsletter-heading"
    formId="footer-newsletter"
    label="Your e-mail"
  />
);

function PublicSite() {
  return (
    <SiteLayout footerSignup={footerSignup}>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/about" component={AboutPage} />
          <Route path={PAGE_PATHS.aboutPresident} component={AboutPresidentPage} />
          <Route path={PAGE_PATHS.aboutEvp} component={AboutEvpPage} />
          <Route path={PAGE_PATHS.aboutTreasurer} component={AboutTreasurerPage} />
          <Route path="/vision" component={VisionPage} />
          <Route path="/endorsements" component={EndorsementsPage} />
          <Route path="/get-involved" component={GetInvolvedPage} />
          <Route path="/donate" component={DonatePage} />
          <Route path="/updates" component={UpdatesPage} />
          <Route path="/updates/:slug" component={PostPage} />
          <Route path="/preview/:token" component={PreviewPage} />
          <Route path="/contact" component={ContactPage} />
          <Route path="/compliance" component={CompliancePage} />
          <Route path="/letter-to-delegates" component={LetterPage} />
          <Route path="/videos" component={VideosPage} />
          <Route path="/events" component={EventsPage} />
          <Route path="/events/rsvp/:token" component={EventRsvpPage} />
          <Route path="/events/:slug" component={EventPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/accessibility" component={AccessibilityPage} />
          <Route path="/newsletter/confirm/:token" component={NewsletterLinkPage} />
          <Route path="/unsubscribe/:token" component={NewsletterLinkPage} />
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
      <VisitBeacon />
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
