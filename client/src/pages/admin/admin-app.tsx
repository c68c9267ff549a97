import { Redirect, Route, Switch } from 'wouter';
import { AdminGuard } from '@/features/admin/auth/admin-guard';
import { ScreenGate } from '@/features/admin/auth/screen-gate';
import { PendingContactSender } from '@/features/admin/delegates/use-pending-contacts';
import { AdminShell } from '@/features/admin/layout/admin-shell';
import AdminNotFoundPage from './admin-not-found';
import AdminAnalyticsPage from './analytics';
import AdminAuditPage from './audit';
import AdminBlogEditorPage from './blog-editor';
import AdminBlogListPage from './blog-list';
import AdminContactsPage from './contacts';
import AdminDashboardPage from './dashboard';
import AdminDelegatePage from './delegate';
import AdminDelegateCountPage from './delegate-count';
import AdminDelegatesPage from './delegates';
import AdminEndorsementsPage from './endorsements';
import AdminForgotPasswordPage from './forgot-password';
import AdminInvitePage from './invite';
import AdminEventEditorPage from './event-editor';
import AdminEventRsvpsPage from './event-rsvps';
import AdminEventsPage from './events';
import AdminLoginPage from './login';
import AdminMediaPage from './media';
import AdminMyDelegatesPage from './my-delegates';
import AdminNewsletterPage from './newsletter';
import AdminOutboxPage from './outbox';
import AdminResetPasswordPage from './reset-password';
import AdminNewslettersPage from './newsletters';
import AdminPageEditorPage from './page-editor';
import AdminPagesPage from './pages';
import AdminSettingsPage from './settings';
import AdminSitePage from './site';
import AdminTestimonialsPage from './testimonials';
import AdminTwoFactorPage from './two-factor';
import AdminUsersPage from './users';
import AdminVideosPage from './videos';
import AdminVolunteersPage from './volunteers';

// The whole admin area is this one lazily loaded module (App.tsx): its pages are imported
// statically here so that signing in never waits for another download.

/**
 * Signed-in screens share one guard, so the session check keeps its 5-minute rhythm across pages,
 * and one gate, which shows each screen only to a role that may open it.
 */
function SignedInArea() {
  return (
    <AdminGuard>
      {/* Contacts a phone kept while offline go out as soon as the admin area is open. */}
      <PendingContactSender />
      <AdminShell>
        <ScreenGate>
          <Switch>
            <Route path="/admin/dashboard" component={AdminDashboardPage} />
            <Route path="/admin/testimonials" component={AdminTestimonialsPage} />
            <Route path="/admin/endorsements" component={AdminEndorsementsPage} />
            <Route path="/admin/volunteers" component={AdminVolunteersPage} />
            <Route path="/admin/contacts" component={AdminContactsPage} />
            <Route path="/admin/newsletter" component={AdminNewsletterPage} />
            <Route path="/admin/settings" component={AdminSettingsPage} />
            <Route path="/admin/users" component={AdminUsersPage} />
            <Route path="/admin/two-factor" component={AdminTwoFactorPage} />
            <Route path="/admin/audit" component={AdminAuditPage} />
            <Route path="/admin/analytics" component={AdminAnalyticsPage} />
            <Route path="/admin/blog" component={AdminBlogListPage} />
            <Route path="/admin/blog/new" component={AdminBlogEditorPage} />
            <Route path="/admin/blog/edit/:slug" component={AdminBlogEditorPage} />
            <Route path="/admin/media" component={AdminMediaPage} />
            <Route path="/admin/outbox" component={AdminOutboxPage} />
            <Route path="/admin/newsletters" component={AdminNewslettersPage} />
            <Route path="/admin/pages" component={AdminPagesPage} />
            <Route path="/admin/pages/:key" component={AdminPageEditorPage} />
            <Route path="/admin/site" component={AdminSitePage} />
            <Route path="/admin/videos" component={AdminVideosPage} />
            <Route path="/admin/events" component={AdminEventsPage} />
            <Route path="/admin/events/new" component={AdminEventEditorPage} />
            <Route path="/admin/events/edit/:slug" component={AdminEventEditorPage} />
            <Route path="/admin/events/:slug/rsvps" component={AdminEventRsvpsPage} />
            <Route path="/admin/delegates" component={AdminDelegatesPage} />
            <Route path="/admin/delegates/mine" component={AdminMyDelegatesPage} />
            <Route path="/admin/delegates/count" component={AdminDelegateCountPage} />
            <Route path="/admin/delegates/:id" component={AdminDelegatePage} />
            <Route component={AdminNotFoundPage} />
          </Switch>
        </ScreenGate>
      </AdminShell>
    </AdminGuard>
  );
}

export default function AdminApp() {
  return (
    <Switch>
      <Route path="/admin/login" component={AdminLoginPage} />
      <Route path="/admin/forgot-password" component={AdminForgotPasswordPage} />
      <Route path="/admin/reset-password/:token" component={AdminResetPasswordPage} />
      <Route path="/admin/invite/:token" component={AdminInvitePage} />
      <Route path="/admin">
        <Redirect to="/admin/dashboard" replace />
      </Route>
      <Route>
        <SignedInArea />
      </Route>
    </Switch>
  );
}
