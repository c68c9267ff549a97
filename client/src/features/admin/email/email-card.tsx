import { useQuery } from '@tanstack/react-query';
import { AccountEmailForm } from './account-email-form';
import { accountQuery } from './email-queries';
import { MailServerStatus } from './mail-server-status';
import { NotificationChoices } from './notification-choices';

/** Settings' E-mail card (CONTRACT section 11): the server, the admin's own address and alerts. */
export function EmailCard() {
  const account = useQuery(accountQuery());
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="grid content-start gap-8">
        <MailServerStatus />
        {account.data && <AccountEmailForm account={account.data} />}
      </div>
      <div>
        <h3 className="mb-3 text-base font-bold text-navy-900">Alerts</h3>
        {account.isPending && <p className="text-sm text-slate-600">Loading your alert choices...</p>}
        {account.isError && <p className="text-sm text-red-700">Failed to load your account.</p>}
        {account.data && <NotificationChoices account={account.data} />}
      </div>
    </div>
  );
}
