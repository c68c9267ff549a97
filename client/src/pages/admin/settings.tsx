import type { ReactNode } from 'react';
import { Card, CardBody } from '@/components/ui/card';
import { EmailCard } from '@/features/admin/email/email-card';
import { PageHeader } from '@/features/admin/layout/page-header';
import { AddAdminForm } from '@/features/admin/settings/add-admin-form';
import { AdminAccountsTable } from '@/features/admin/settings/admin-accounts-table';
import { ChangePasswordForm } from '@/features/admin/settings/change-password-form';
import { ErasureForm } from '@/features/admin/settings/erasure-form';
import { SignOutOthers } from '@/features/admin/settings/sign-out-others';

function Section({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card className="h-full">
        <CardBody>
          <h2 id={id} className="text-xl font-bold">
            {title}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">{text}</p>
          {children}
        </CardBody>
      </Card>
    </section>
  );
}

export default function AdminSettingsPage() {
  return (
    <>
      <PageHeader
        title="Settings"
        description="Your password, your e-mail alerts and the people who can sign in here."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <Section
            id="admins-heading"
            title="Admins"
            text="Everyone who can sign in here. A disabled admin is signed out at once and cannot sign in."
          >
            <AdminAccountsTable />
          </Section>
        </div>
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
          id="add-admin-heading"
          title="Add Admin"
          text="Create a sign-in for another member of the campaign staff."
        >
          <AddAdminForm />
        </Section>
        <Section
          id="sessions-heading"
          title="Other Sessions"
          text="Signed in on another computer or phone? End every session but this one."
        >
          <SignOutOthers />
        </Section>
        <Section
          id="erasure-heading"
          title="Erase a supporter's data"
          text="When someone asks to be forgotten: every sign-up, message, subscription and story sent from their address."
        >
          <ErasureForm />
        </Section>
      </div>
    </>
  );
}
