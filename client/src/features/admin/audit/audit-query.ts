import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, type AuditEntryView } from '@shared/admin-accounts';
import { withQuery } from '@shared/public-api-urls';
import { adminRequest } from '../api/admin-fetch';

export interface AuditPage {
  entries: AuditEntryView[];
  total: number;
}

/** One page of the audit trail (1-based), with the total from X-Total-Count. */
export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', page],
    queryFn: async (): Promise<AuditPage> => {
      const url = withQuery('/api/admin/audit', {
        limit: AUDIT_PAGE_SIZE,
        offset: (page - 1) * AUDIT_PAGE_SIZE,
      });
      const res = await adminRequest('GET', url);
      return {
        entries: (await res.json()) as AuditEntryView[],
        total: Number(res.headers.get('X-Total-Count') ?? 0),
      };
    },
    placeholderData: keepPreviousData,
  });
