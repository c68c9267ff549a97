import { useParams } from 'wouter';
import { AuthCardPage } from '@/features/admin/password-reset/auth-card-page';
import { ResetPasswordForm } from '@/features/admin/password-reset/reset-password-form';

export default function AdminResetPasswordPage() {
  const { token = '' } = useParams<{ token: string }>();
  return (
    <AuthCardPage
      title="Reset Password"
      heading="Choose a new password"
      intro="The link from your e-mail works once, for one hour."
    >
      <ResetPasswordForm token={token} />
    </AuthCardPage>
  );
}
