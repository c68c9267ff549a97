import { queryOptions } from '@tanstack/react-query';
import type { AdminAccount } from '@shared/admin-accounts';
import { adminGet } from '../api/admin-fetch';

/** The admins list of the Settings screen, under the ['admin'] prefix like every admin list. */
export const adminAccountsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'users'],
    queryFn: () => adminGet<AdminAccount[]>('/api/admin/users'),
  });
