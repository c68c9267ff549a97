import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { AUDIT_PAGE_SIZE } from '@shared/admin-accounts';
import { Button } from '@/components/ui/button';
import { auditQuery } from '@/features/admin/audit/audit-query';
import { AuditTable } from '@/features/admin/audit/audit-table';
import { EmptyState, ErrorState, LoadingState } from '@/features/admin/layout/list-states';
import { PageHeader } from '@/features/admin/layout/page-header';

/** /admin/audit: the audit trail, 50 entries a page, the page number kept in the address. */
export default function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const audit = useQuery(auditQuery(page));
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / AUDIT_PAGE_SIZE));
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <>
      <PageHeader
        title="Audit Trail"
        description="Who did what to which item, and when. Erasures are recorded without the address."
      />
      {audit.isPending ? (
        <LoadingState>Loading the audit trail...</LoadingState>
      ) : audit.isError ? (
        <ErrorState onRetry={() => void audit.refetch()}>Failed to load the audit trail.</ErrorState>
      ) : audit.data.entries.length === 0 ? (
        <EmptyState title="Nothing recorded yet">Changes made in the admin area will appear here.</EmptyState>
      ) : (
        <>
          <AuditTable entries={audit.data.entries} />
          <nav
            aria-label="Audit trail pages"
            className="mt-6 flex flex-wrap items-center justify-between gap-3"
          >
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              Previous
            </Button>
            <p aria-live="polite" className="text-sm text-slate-700">
              Page {page} of {pages} ({audit.data.total.toLocaleString('en-US')} entries)
            </p>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </>
  );
}
