import { EmailCard } from '@/features/admin/email/email-card';
import { PageHeader } from '@/features/admin/layout/page-header';
import { PageSection as Section } from '@/features/admin/layout/page-section';
import { useCan } from '@/features/admin/auth/use-can';
import { ChangePasswordForm } from '@/features/admin/settings/change-password-form';
import { ErasureForm } from '@/features/admin/settings/erasure-form';
import { SignOutOthers } from '@/features/admin/settings/sign-out-others';
import { TwoFactorCard } from '@/features/admin/two-factor/two-factor-card';

/** /admin/settings, the account screen: every role's own password, sign-in and alerts. */
export default function AdminSettingsPage() {
  const isAdmin = useCan('admin');
  return (
    <>
      <PageHeader title="Settings" description="Your password, two-factor sign-in and e-mail alerts." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <Section
            id="email-heading"
            title="E-mail"
            text="Where the site's messages go out from, your own address, and which submissions you are told about."
          >
            <EmailCard />
          </Section>
        </div>
        <Section
          id="change-password-heading"
          title="Change Password"
          text="Enter your current password, then the new one twice."
        >
          <ChangePasswordForm />
        </Section>
        <Section
          id="two-factor-heading"
          title="Two-factor sign-in"
          text="A code from an authenticator app on your phone, asked after your password."
        >
          <TwoFactorCard />
        </Section>
        <Section
          id="sessions-heading"
          title="Other Sessions"
          text="Signed in on another computer or phone? End every session but this one."
        >
          <SignOutOthers />
        </Section>
        {isAdmin && (
          <Section
            id="erasure-heading"
            title="Erase a supporter's data"
            text="When someone asks to be forgotten: every sign-up, message, subscription and story sent from their address."
          >
            <ErasureForm />
          </Section>
        )}
      </div>
    </>
  );
}
