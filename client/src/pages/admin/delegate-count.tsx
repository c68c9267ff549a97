import { CountReport } from '@/features/admin/delegates/count-report';
import { DelegateLinks } from '@/features/admin/delegates/delegate-links';
import { PageHeader } from '@/features/admin/layout/page-header';

export default function AdminDelegateCountPage() {
  return (
    <>
      <PageHeader
        title="Delegate count"
        description="Committed delegates against the number it takes to win."
        actions={<DelegateLinks current="count" />}
      />
      <CountReport />
    </>
  );
}
