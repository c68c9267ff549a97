import { queryOptions } from '@tanstack/react-query';
import type { AdminAccountSettings, MailServerView } from '@shared/admin-mail';
import { adminGet } from '../api/admin-fetch';

export const accountQuery = () =>
  queryOptions({
    queryKey: ['admin', 'account'],
    queryFn: () => adminGet<AdminAccountSettings>('/api/admin/account'),
  });

export const mailServerQuery = () =>
  queryOptions({
    queryKey: ['admin', 'email', 'server'],
    queryFn: () => adminGet<MailServerView>('/api/admin/email'),
  });
