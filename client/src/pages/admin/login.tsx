import { Link, Redirect } from 'wouter';
import { Card, CardBody } from '@/components/ui/card';
import { useStoredAdmin } from '@/features/admin/auth/admin-store';
import { LoginForm } from '@/features/admin/auth/login-form';
import { AdminHead } from '@/features/admin/layout/admin-head';

export default function AdminLoginPage() {
  const admin = useStoredAdmin();
  // Already signed in in this tab: the dashboard's own session check decides if that still holds.
  if (admin) return <Redirect to="/admin/dashboard" replace />;
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <AdminHead title="Admin Login" />
      <div className="w-full max-w-md">
        <Card>
          <CardBody className="p-8">
            <h1 className="text-center text-2xl font-bold">Admin Access</h1>
            <p className="mt-2 mb-6 text-center text-slate-600">Sign in to manage the campaign website.</p>
            <LoginForm />
          </CardBody>
        </Card>
        <p className="mt-6 text-center">
          <Link href="/" className="text-sm font-semibold text-union-600 hover:text-navy-900 hover:underline">
            <span aria-hidden="true">← </span>Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
