import { queryOptions } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@shared/two-factor';
import { adminGet } from '../api/admin-fetch';

/** Whether the signed-in account has two-factor sign-in, under the ['admin'] prefix. */
export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: ['admin', 'account', 'two-factor'],
    queryFn: () => adminGet<TwoFactorStatus>('/api/admin/account/two-factor'),
  });
