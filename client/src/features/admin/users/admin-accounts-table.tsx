import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminAccount } from '@shared/admin-accounts';
import { isRole, ROLE_LABELS } from '@shared/roles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format';
import { useStoredAdmin } from '../auth/admin-store';
import { ErrorState, LoadingState } from '../layout/list-states';
import { adminAccountsQuery } from './accounts-queries';
import { formatAccessUntil } from './access-until';
import { DisableAdminDialog } from './disable-admin-dialog';
import { EditAccountDialog } from './edit-account-dialog';

const cell = 'px-3 py-2.5 text-left align-middle';

const HEADINGS = ['Role', 'E-mail', 'Access until', 'Two-factor', 'Last sign-in', 'Status'];

/**
 * Everyone who can sign in here, with their role, address, end of access and second factor, and for
 * each other account Change (role, access until) and Disable or Enable.
 */
export function AdminAccountsTable() {
  const me = useStoredAdmin();
  const accounts = useQuery(adminAccountsQuery());
  const [selected, setSelected] = useState<AdminAccount | null>(null);
  const [editing, setEditing] = useState<AdminAccount | null>(null);

  if (accounts.isPending) return <LoadingState>Loading accounts...</LoadingState>;
  if (accounts.isError) {
    return <ErrorState onRetry={() => void accounts.refetch()}>Failed to load the accounts.</ErrorState>;
  }
  return (
    <>
      {/* Relative: the buttons' screen-reader text is placed inside the scroller, not past the page.
          Focusable: a keyboard scrolls it even when no row has a button (only your own account). */}
      <div
        className="relative overflow-x-auto focus-visible:outline-3 focus-visible:outline-union-500"
        tabIndex={0}
        role="region"
        aria-label="Accounts table"
      >
        <table className="w-full min-w-[56rem] border-collapse text-sm">
          <caption className="sr-only">Accounts</caption>
          <thead className="border-b border-slate-300 text-slate-600">
            <tr>
              <th scope="col" className={cell}>
                Username
              </th>
              {HEADINGS.map((heading) => (
                <th key={heading} scope="col" className={cell}>
                  {heading}
                </th>
              ))}
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
                  <td className={cell}>{isRole(account.role) ? ROLE_LABELS[account.role] : account.role}</td>
                  <td className={`${cell} break-all`}>{account.email ?? 'None'}</td>
                  <td className={cell}>{formatAccessUntil(account.accessUntil)}</td>
                  <td className={cell}>{account.twoFactor ? 'Yes' : 'No'}</td>
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
                      <div className="flex justify-end gap-2">
                        <Button variant="outline" size="sm" onClick={() => setEditing(account)}>
                          Change
                          <span className="sr-only"> {account.username}</span>
                        </Button>
                        <Button variant="outline" size="sm" onClick={() => setSelected(account)}>
                          {account.disabled ? 'Enable' : 'Disable'}
                          <span className="sr-only"> {account.username}</span>
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <DisableAdminDialog account={selected} onClose={() => setSelected(null)} />
      <EditAccountDialog account={editing} onClose={() => setEditing(null)} />
    </>
  );
}
