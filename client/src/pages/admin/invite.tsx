import { useParams } from 'wouter';
import { AcceptInvitationForm } from '@/features/admin/invitations/accept-invitation-form';
import { AuthCardPage } from '@/features/admin/password-reset/auth-card-page';

/** /admin/invite/:token: the page an invitation e-mail links to, outside the signed-in area. */
export default function AdminInvitePage() {
  const { token = '' } = useParams<{ token: string }>();
  return (
    <AuthCardPage
      title="Accept Invitation"
      heading="Join the campaign team"
      intro="Choose the username and password you will sign in with. The link works once, for 7 days."
    >
      <AcceptInvitationForm token={token} />
    </AuthCardPage>
  );
}
