import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminAccount } from '@shared/admin-accounts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format';
import { useStoredAdmin } from '../auth/admin-store';
import { ErrorState, LoadingState } from '../layout/list-states';
import { adminAccountsQuery } from './accounts-queries';
import { DisableAdminDialog } from './disable-admin-dialog';

const cell = 'px-3 py-2.5 text-left align-middle';

/** Everyone who can sign in here, with Disable or Enable for each other admin. */
export function AdminAccountsTable() {
  const me = useStoredAdmin();
  const accounts = useQuery(adminAccountsQuery());
  const [selected, setSelected] = useState<AdminAccount | null>(null);

  if (accounts.isPending) return <LoadingState>Loading admins...</LoadingState>;
  if (accounts.isError) {
    return <ErrorState onRetry={() => void accounts.refetch()}>Failed to load the admins.</ErrorState>;
  }
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">Admins</caption>
          <thead className="border-b border-slate-300 text-slate-600">
            <tr>
              <th scope="col" className={cell}>
                Username
              </th>
              <th scope="col" className={cell}>
                Role
              </th>
              <th scope="col" className={cell}>
                Created
              </th>
              <th scope="col" className={cell}>
                Last sign-in
              </th>
              <th scope="col" className={cell}>
                Status
              </th>
              <th scope="col" className={cell}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.data.map((account) => {
              const mine = account.username === me?.username;
              return (
                <tr key={account.username} className="border-b border-slate-200 last:border-0">
                  <th scope="row" className={`${cell} font-semibold text-navy-900`}>
                    {account.username}
                    {mine && <span className="ml-2 font-normal text-slate-600">(you)</span>}
                  </th>
                  <td className={`${cell} capitalize`}>{account.role}</td>
                  <td className={cell}>{formatLongDate(account.createdAt)}</td>
                  <td className={cell}>
                    {account.lastLoginAt ? formatLongDate(account.lastLoginAt) : 'Never'}
                  </td>
                  <td className={cell}>
                    {account.disabled ? (
                      <Badge tone="slate">Disabled</Badge>
                    ) : (
                      <Badge tone="green">Active</Badge>
                    )}
                  </td>
                  <td className={`${cell} text-right`}>
                    {!mine && (
                      <Button variant="outline" size="sm" onClick={() => setSelected(account)}>
                        {account.disabled ? 'Enable' : 'Disable'}
                        <span className="sr-only"> {account.username}</span>
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <DisableAdminDialog account={selected} onClose={() => setSelected(null)} />
    </>
  );
}
