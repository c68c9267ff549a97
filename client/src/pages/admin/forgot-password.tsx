import { AuthCardPage } from '@/features/admin/password-reset/auth-card-page';
import { ForgotPasswordForm } from '@/features/admin/password-reset/forgot-password-form';

export default function AdminForgotPasswordPage() {
  return (
    <AuthCardPage
      title="Forgot Password"
      heading="Forgot your password?"
      intro="Enter the e-mail address of your admin account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthCardPage>
  );
}
