import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { adminRequest } from '../api/admin-fetch';
import { useCan } from '../auth/use-can';
import { accountQuery, mailServerQuery } from './email-queries';

function testFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return 'Add your own e-mail address below first.';
  return 'The test e-mail could not be queued. Please try again.';
}

/** Whether mail leaves the machine, from whom, and (an admin's) a test message to themselves. */
export function MailServerStatus() {
  const mayTest = useCan('admin');
  const server = useQuery(mailServerQuery());
  const account = useQuery(accountQuery());
  const test = useMutation({
    mutationFn: async () =>
      (await (await adminRequest('POST', '/api/admin/email/test')).json()) as { to: string },
  });

  if (server.isPending) return <p className="text-sm text-slate-600">Loading mail settings...</p>;
  if (server.isError) return <p className="text-sm text-red-700">Failed to load the mail settings.</p>;
  const { configured, host, from, timeZone } = server.data;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold text-navy-900">Mail server</dt>
        <dd className="text-slate-800">
          {configured ? (
            <>Configured: {host}</>
          ) : (
            <>No mail server is configured: messages are kept in the Outbox and never sent.</>
          )}
        </dd>
        <dt className="font-semibold text-navy-900">From</dt>
        <dd className="break-all text-slate-800">{from}</dd>
        <dt className="font-semibold text-navy-900">Time zone</dt>
        <dd className="text-slate-800">
          {timeZone.replace(/_/g, ' ')}: daily digests go out at 08:00, and new events start in it.
        </dd>
      </dl>
      {mayTest && (
        <>
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={test.isPending || !account.data?.email}
            onClick={() => test.mutate()}
          >
            {test.isPending ? 'Sending...' : 'Send test e-mail'}
          </Button>
          <p aria-live="polite" className="text-sm text-slate-700">
            {!account.data?.email && account.isSuccess && 'Add your own e-mail address below to send a test.'}
            {test.isSuccess &&
              `A test e-mail to ${test.data.to} is in the Outbox${configured ? ' and on its way' : ''}.`}
            {test.isError && testFailure(test.error)}
          </p>
        </>
      )}
    </div>
  );
}
