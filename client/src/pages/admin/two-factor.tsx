import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { Card, CardBody } from '@/components/ui/card';
import { useTwoFactorSetupRequired } from '@/features/admin/auth/refusals';
import { ErrorState, LoadingState } from '@/features/admin/layout/list-states';
import { PageHeader } from '@/features/admin/layout/page-header';
import { TwoFactorSetup } from '@/features/admin/two-factor/two-factor-setup';
import { twoFactorStatusQuery } from '@/features/admin/two-factor/two-factor-queries';

/**
 * /admin/two-factor: where an account whose role must use two-factor sign-in (REQUIRE_TWO_FACTOR)
 * is taken until it has set it up; the account screen offers the same set-up to everyone.
 */
export default function AdminTwoFactorPage() {
  const required = useTwoFactorSetupRequired();
  const [, navigate] = useLocation();
  const status = useQuery(twoFactorStatusQuery());
  let body;
  if (status.isPending) body = <LoadingState>Loading...</LoadingState>;
  else if (status.isError) {
    body = (
      <ErrorState onRetry={() => void status.refetch()}>Failed to load your two-factor sign-in.</ErrorState>
    );
  } else if (status.data.enabled) {
    body = (
      <p>
        Two-factor sign-in is on for this account.{' '}
        <Link href="/admin/settings" className="font-semibold text-union-600 hover:underline">
          Manage it in Settings
        </Link>
      </p>
    );
  } else {
    body = (
      <TwoFactorSetup
        doneLabel="Continue to the dashboard"
        onDone={() => navigate('/admin/dashboard')}
        heading="h2"
      />
    );
  }
  return (
    <>
      <PageHeader
        title="Set up two-factor sign-in"
        description={
          required
            ? 'Set up two-factor sign-in to continue: your role signs in with a code from an authenticator app as well as a password.'
            : 'Sign in with a code from an authenticator app as well as your password.'
        }
      />
      <Card>
        <CardBody>{body}</CardBody>
      </Card>
    </>
  );
}
