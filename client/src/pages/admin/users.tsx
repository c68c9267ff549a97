import { PageHeader } from '@/features/admin/layout/page-header';
import { PageSection as Section } from '@/features/admin/layout/page-section';
import { AddAdminForm } from '@/features/admin/users/add-admin-form';
import { AdminAccountsTable } from '@/features/admin/users/admin-accounts-table';
import { InvitationsList } from '@/features/admin/users/invitations-list';
import { InviteForm } from '@/features/admin/users/invite-form';

/** /admin/users (admins only): the accounts, their roles and end of access, and invitations. */
export default function AdminUsersPage() {
  return (
    <>
      <PageHeader
        title="Users"
        description="Everyone who can sign in here, what each may do, and who is invited."
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <Section
            id="admins-heading"
            title="Admins"
            text="Every account. A disabled account is signed out at once and cannot sign in; a new role counts from its next click."
          >
            <AdminAccountsTable />
          </Section>
        </div>
        <Section
          id="invite-heading"
          title="Invite by e-mail"
          text="The person gets a link, valid for 7 days and once, to choose their own username and password."
        >
          <InviteForm />
        </Section>
        <Section
          id="invitations-heading"
          title="Open invitations"
          text="Revoke a link that should no longer work."
        >
          <InvitationsList />
        </Section>
        <div className="lg:col-span-2">
          <Section
            id="add-admin-heading"
            title="Add Admin"
            text="Or create a sign-in yourself, choosing its first password."
          >
            <AddAdminForm />
          </Section>
        </div>
      </div>
    </>
  );
}
